// Getting into an account without a session (docs/api.md, /login and /send-code to
// /confirm-restore): sign-in, sign-up and the password restore. Apart from auth.ts so that it loads
// with the forms, not with Home. None of them carries a token: they are for a viewer without a
// session, and a token left in storage (another tab's, or one the server no longer knows) must not
// decide their answer.
import { loadChunk } from '../lib/load-chunk'
import { ApiError } from './api-error'
import { apiRequest, NETWORK_ERROR_MESSAGE } from './client'
import type { LoginResponse, SendCodeResponse } from './types'

/**
 * The password as the API takes it; the RSA code loads with the first password sent, as any chunk
 * does (load-chunk.ts). When it cannot load, the call could not have gone out either: the same
 * network failure as a request that never reached the server.
 */
async function encrypt(plain: string): Promise<string> {
  const { encryptPassword } = await loadChunk(() => import('../lib/crypto')).catch(() => {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 500)
  })
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

export const sendCode = (email: string) =>
  apiRequest<SendCodeResponse>('/send-code', { method: 'POST', query: { email }, token: null })

export const checkEmailExists = (email: string) =>
  apiRequest<{ isExist: boolean }>(`/check-is-email-exist/${encodeURIComponent(email)}`, {
    token: null,
  })

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
    token: null,
  })
  if (typeof answer.error === 'string' && answer.error !== '') {
    throw new ApiError(answer.error, REFUSED_IN_BODY)
  }
}

/** The status given to a refusal that arrived in a 200 body. */
export const REFUSED_IN_BODY = 400

export const restorePassword = (email: string) =>
  apiRequest<object>('/restore', { method: 'POST', form: { email }, token: null })

export async function confirmRestore(nonce: string, newPassword: string) {
  return apiRequest<object>('/confirm-restore', {
    method: 'POST',
    query: { nonce, value: await encrypt(newPassword) },
    token: null,
  })
}
