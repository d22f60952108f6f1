// Getting into an account without a session (docs/api.md, /send-code to /confirm-restore): sign-up
// and the password restore. Apart from auth.ts so that it loads with the forms, not with Home.
// None of them carries a token: they are for a viewer without a session, and a token left in
// storage (another tab's, or one the server no longer knows) must not decide their answer.
import { ApiError } from './api-error'
import { encrypt } from './auth'
import { apiRequest } from './client'
import type { SendCodeResponse } from './types'

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
