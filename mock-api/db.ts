// The mock API's in-memory database, seeded deterministically.

/** Restore the seeded state (between tests). */
export function resetDb(): void {}
