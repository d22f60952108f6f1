// Getting into an account without a session (docs/api.md, /send-code to /confirm-restore): sign-up
// and the password restore. Apart from auth.ts so that it loads with the forms, not with Home.
import { ApiError } from './api-error'
import { encrypt } from './auth'
import { apiRequest } from './client'
import type { SendCodeResponse } from './types'

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
