// Session calls (docs/api.md): sign-out and the session's status, which Home's start-up needs.
// Getting into an account (sign-in, sign-up, password restore) is account.ts, which loads with its
// forms.
import { ApiError } from './api-error'
import { apiRequest } from './client'
import type { User } from './types'

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
