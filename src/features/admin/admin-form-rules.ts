// What the grant and reward forms accept before anything is sent (e-mail required and well
// formed; the reward a whole number of Points, its 1000 limit on the label only; a description of
// at least 8 characters), how a refusal from the server reads (docs/api.md, the last two calls: 404
// unknown e-mail, 422 at a field) and the forms' success lines.
import type { ApiErrorPayload } from '../../api/api-error'
import { NETWORK_ERROR_MESSAGE } from '../../api/client'
import { characterCount, validateEmail } from '../../lib/validators'

export const REWARD_DESCRIPTION_MIN = 8

export const adminFormMessages = {
  emailRequired: "Enter the user's e-mail.",
  valueRequired: 'Enter the number of Points.',
  valueWhole: 'Enter a whole number of Points, 1 or more.',
  valueTooLarge: 'This number is too large.',
  descriptionRequired: 'Enter a description.',
  descriptionShort: `The description needs at least ${REWARD_DESCRIPTION_MIN} characters.`,
  unknownEmail: 'No user has this e-mail.',
  offline: 'Nothing was sent. Check your connection and try again.',
  grantFailed: 'Creator access could not be granted. Please try again.',
  rewardFailed: 'The reward could not be sent. Please try again.',
} as const

export const grantedMessage = (email: string) => `Creator access granted for ${email}`
export const rewardSentMessage = (value: number, email: string) =>
  `${value} Points has been sent to ${email}`

/** react-hook-form rules: true, or the message to show at the field. */
export const validateUserEmail = (value: string): true | string =>
  value.trim() === '' ? adminFormMessages.emailRequired : validateEmail(value)

export function validateRewardValue(value: string): true | string {
  const typed = value.trim()
  if (typed === '') return adminFormMessages.valueRequired
  // Digits only: no sign, decimal point or exponent ('1e3' is a number, but not one typed as such).
  if (!/^\d+$/.test(typed) || Number(typed) <= 0) return adminFormMessages.valueWhole
  return Number.isSafeInteger(Number(typed)) || adminFormMessages.valueTooLarge
}

/** Code points of the trimmed text, as sent: an emoji counts once, surrounding spaces not at all. */
export function validateRewardDescription(value: string): true | string {
  const count = characterCount(value.trim())
  if (count === 0) return adminFormMessages.descriptionRequired
  return count >= REWARD_DESCRIPTION_MIN || adminFormMessages.descriptionShort
}

/** Where a refusal's message belongs: at one of `fields`, or over the whole form. */
export function formFailure<Field extends string>(
  error: ApiErrorPayload | undefined,
  fields: readonly Field[],
  fallback: string,
): { field: Field | null; message: string } {
  if (!error) return { field: null, message: fallback }
  const known = fields.find((field) => field === error.field)
  if (error.status === 422 && known) return { field: known, message: error.message || fallback }
  if (error.status === 404 && fields.includes('email' as Field)) {
    return { field: 'email' as Field, message: error.message || adminFormMessages.unknownEmail }
  }
  // The client reports a lost connection as status 500 with its network message.
  if (error.status === 500 && error.message === NETWORK_ERROR_MESSAGE) {
    return { field: null, message: adminFormMessages.offline }
  }
  return { field: null, message: error.message || fallback }
}
