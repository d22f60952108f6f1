// The session as the browser keeps it: the bearer token, and the id of the user it belongs to
// (so a start without network knows whose queued reactions apply). The one module that reads and
// writes them; the auth feature alone writes, the API client reads the token for its header.
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage'

export const readToken = (): string | null => readStorage(storageKeys.accessToken)

export const storeToken = (token: string): void => writeStorage(storageKeys.accessToken, token)

export const removeToken = (): void => removeStorage(storageKeys.accessToken)

/**
 * How the token a request carried stands now: still the stored one (`current`), replaced or
 * removed since (`replaced`: the answer belongs to a session that is over, here or in another
 * tab), or none sent while none is stored (`none`: a visitor's call).
 */
export type TokenStanding = 'current' | 'replaced' | 'none'

export function standingOf(sent: string | null): TokenStanding {
  if (sent !== readToken()) return 'replaced'
  return sent ? 'current' : 'none'
}

/** Removes the token only if it is still `token`: a late refusal never removes a newer one. */
export function removeTokenIf(token: string): boolean {
  if (readToken() !== token) return false
  removeToken()
  return true
}

/** A `storage` event that may have changed the token (null: the whole storage was cleared). */
export const isTokenChange = (key: string | null): boolean =>
  key === null || key === storageKeys.accessToken

/** The user the stored token belongs to; null without a token. */
export const readTokenOwner = (): string | null =>
  readToken() ? readStorage(storageKeys.sessionUser) : null

export const storeTokenOwner = (userId: string): void =>
  writeStorage(storageKeys.sessionUser, userId)

export const removeTokenOwner = (): void => removeStorage(storageKeys.sessionUser)
