// Field rules and their messages, kept pure so forms and tests share one source.

export const EMAIL_ERROR = 'Incorrect Email'
export const USERNAME_HINT =
  'must be between 2 and 20 characters long, with an underscore delimiter allowed inside'
export const PASSWORD_HINT = 'More than 8 characters'
export const PASSWORDS_MISMATCH = 'Passwords not matched'

export const USERNAME_MIN = 2
export const USERNAME_MAX = 20
export const DESCRIPTION_MAX = 300

const EMAIL_MAX = 254
const EMAIL_LOCAL_MAX = 64
const EMAIL_LABEL_MAX = 63
// 'More than 8': nine characters is the shortest password accepted.
const PASSWORD_MORE_THAN = 8

// RFC 5322 atext, dot-separated; quoted local parts are deliberately not accepted.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const LOCAL_PART = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*$`)
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/

// Underscore only between runs of letters and digits: no edge or doubled delimiter.
const USERNAME_PATTERN = /^[a-z0-9]+(?:_[a-z0-9]+)*$/

/**
 * Code points, not UTF-16 units, so an emoji outside the BMP counts once — the count a user sees
 * in the UI matches the one the limit checks.
 */
export function characterCount(value: string): number {
  return [...value].length
}

/**
 * The generic address check. ASCII only, so an internationalised address is
 * refused. Surrounding whitespace is refused too: the caller trims before checking.
 */
export function isValidEmail(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX) return false
  const parts = value.split('@')
  if (parts.length !== 2) return false
  const [local, domain] = parts as [string, string]
  if (local.length > EMAIL_LOCAL_MAX || !LOCAL_PART.test(local)) return false
  const labels = domain.split('.')
  if (labels.length < 2) return false
  const labelsOk = labels.every(
    (label) => label.length <= EMAIL_LABEL_MAX && DOMAIN_LABEL.test(label),
  )
  return labelsOk && TOP_LEVEL_DOMAIN.test(labels.at(-1) ?? '')
}

/**
 * The as-you-type filter. Stripping whitespace also does the required trim. It never shortens to
 * the maximum: a too-long name stays visible so isValidUsername can report it rather than
 * silently losing what was typed.
 */
export function filterUsername(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z0-9_]/g, '')
}

export function isValidUsername(value: string): boolean {
  return (
    value.length >= USERNAME_MIN && value.length <= USERNAME_MAX && USERNAME_PATTERN.test(value)
  )
}

export function isValidDescription(value: string): boolean {
  return characterCount(value) <= DESCRIPTION_MAX
}

/** A password is taken as typed: spaces count and nothing is trimmed. */
export function isValidPassword(value: string): boolean {
  return characterCount(value) > PASSWORD_MORE_THAN
}

/** Form rules (react-hook-form `validate`): true, or the message to show at the field. */
export const validateEmail = (value: string): true | string =>
  isValidEmail(value.trim()) || EMAIL_ERROR

export const validatePassword = (value: string): true | string =>
  isValidPassword(value) || PASSWORD_HINT
