// Session calls (docs/api.md): sign-in, sign-out and the session's status. Getting into an account
// without a session (sign-up, password restore) is account.ts, which loads with its forms.
import { ApiError } from './api-error'
import { apiRequest } from './client'
import type { LoginResponse, User } from './types'

/** The password as the API takes it; the RSA code loads with the first password sent. */
export async function encrypt(plain: string): Promise<string> {
  const { encryptPassword } = await import('../lib/crypto')
  return encryptPassword(plain)
}

/** Asks for a new session: no token goes with it, whatever is stored (a dead one would be refused). */
export async function login(email: string, password: string) {
  return apiRequest<LoginResponse>('/login', {
    method: 'POST',
    form: { email, password: await encrypt(password) },
    token: null,
  })
}

/** `token`: the session to end, already removed from storage by the caller. */
export const logout = (token: string | null) =>
  apiRequest<object>('/logout', { method: 'POST', token })

/**
 * The signed-in user, or null when the answer is empty or 401 (signed out). `token`: the session
 * to check (null: none); the stored one when left out.
 */
export async function fetchAuthStatus(token?: string | null): Promise<User | null> {
  try {
    const body = await apiRequest<Partial<User>>('/auth-status', { token })
    return typeof body.id === 'string' ? (body as User) : null
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}
