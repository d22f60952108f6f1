// Getting into an account without a session (docs/api.md, /send-code to /confirm-restore):
// registration and the password restore. The forms show their own failures, except sending a code,
// whose failure is the errors listener's toast.
import { createAction } from '@reduxjs/toolkit'
import * as accountApi from '../../api/account'
import type { RegistrationFields } from '../../api/account'
import { createAppAsyncThunk } from '../../app/hooks'
import { login } from './login'

export const sendVerificationCode = createAppAsyncThunk(
  'auth/sendVerificationCode',
  (email: string) => accountApi.sendCode(email),
)

/** Resolves true when no account uses the e-mail yet. */
export const checkEmailAvailable = createAppAsyncThunk(
  'auth/checkEmailAvailable',
  async (email: string) => !(await accountApi.checkEmailExists(email)).isExist,
  { screenShows: 'every failure' },
)

/** The server created an account (before its automatic sign-in). */
export const accountCreated = createAction<{ withReferral: boolean }>('auth/accountCreated')

/** Registers, then signs in with the same e-mail and password (a failed sign-in is left to the
 * registration status modal, which offers the login popup). */
export const registerAccount = createAppAsyncThunk(
  'auth/registerAccount',
  async (fields: RegistrationFields, { dispatch }) => {
    await accountApi.register(fields)
    dispatch(accountCreated({ withReferral: !!fields.referralCode }))
    await dispatch(login({ email: fields.email, password: fields.password }))
  },
  { screenShows: 'every failure' },
)

export const requestPasswordReset = createAppAsyncThunk(
  'auth/requestPasswordReset',
  (email: string) => accountApi.restorePassword(email),
  { screenShows: 'every failure' },
)

export const confirmPasswordReset = createAppAsyncThunk(
  'auth/confirmPasswordReset',
  ({ nonce, password }: { nonce: string; password: string }) =>
    accountApi.confirmRestore(nonce, password),
  { screenShows: 'every failure' },
)
