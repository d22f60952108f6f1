// What the product charges and gives, in one place: every text that names these numbers reads
// them from here, and so does the mock API's purchase and sign-up. The real API decides them; keep
// these equal to what it charges and gives.

/** Points one video unlock costs. */
export const UNLOCK_PRICE_POINTS = 10

/** Hours an unlocked video stays open. */
export const UNLOCK_HOURS = 24

/** Points a new account receives on sign-up. */
export const SIGN_UP_BONUS_POINTS = 69
