// Session calls (docs/api.md): sign-in, sign-up, password restore and the session.
import { ApiError } from './api-error'
import { apiRequest } from './client'
import type { LoginResponse, SendCodeResponse, User } from './types'

async function encrypt(plain: string): Promise<string> {
  const { encryptPassword } = await import('../lib/crypto')
  return encryptPassword(plain)
}

export async function login(email: string, password: string) {
  return apiRequest<LoginResponse>('/login', {
    method: 'POST',
    form: { email, password: await encrypt(password) },
  })
}

/** `token`: the session to end, already removed from storage by the caller. */
export const logout = (token: string | null) =>
  apiRequest<object>('/logout', { method: 'POST', token })

/** The signed-in user, or null when the answer is empty or 401 (signed out). */
export async function fetchAuthStatus(): Promise<User | null> {
  try {
    const body = await apiRequest<Partial<User>>('/auth-status')
    return typeof body.id === 'string' ? (body as User) : null
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const sendCode = (email: string) =>
  apiRequest<SendCodeResponse>('/send-code', { method: 'POST', query: { email } })

export const checkEmailExists = (email: string) =>
  apiRequest<{ isExist: boolean }>(`/check-is-email-exist/${encodeURIComponent(email)}`)

export interface RegistrationFields {
  email: string
  password: string
  referralCode: string
  verificationCode: string
}

/** POST /registration fails as 4xx `{ message }` or as 200 `{ error }`; both throw an ApiError. */
export async function register(fields: RegistrationFields): Promise<void> {
  const answer = await apiRequest<{ error?: unknown }>('/registration', {
    method: 'POST',
    form: { ...fields, password: await encrypt(fields.password), agreementStatus: true },
  })
  if (typeof answer.error === 'string' && answer.error !== '') {
    throw new ApiError(answer.error, REFUSED_IN_BODY)
  }
}

/** The status given to a refusal that arrived in a 200 body. */
export const REFUSED_IN_BODY = 400

export const restorePassword = (email: string) =>
  apiRequest<object>('/restore', { method: 'POST', form: { email } })

export async function confirmRestore(nonce: string, newPassword: string) {
  return apiRequest<object>('/confirm-restore', {
    method: 'POST',
    query: { nonce, value: await encrypt(newPassword) },
  })
}
