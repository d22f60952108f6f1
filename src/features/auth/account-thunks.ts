// Getting into an account without a session (SPEC.md §4 "Registration", "Restore"; API.md
// #4-#8). The forms show their own failures, so these thunks reject with the error as a value,
// except sending a code, whose failure is an error toast (the errors feature shows it).
import * as authApi from '../../api/auth'
import type { RegistrationFields } from '../../api/auth'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'
import { track } from '../../lib/analytics'
import { login } from './auth-slice'

export const sendVerificationCode = createAppAsyncThunk(
  'auth/sendVerificationCode',
  (email: string) => authApi.sendCode(email),
)

/** Resolves true when no account uses the e-mail yet. */
export const checkEmailAvailable = createAppAsyncThunk(
  'auth/checkEmailAvailable',
  async (email: string, { rejectWithValue }) => {
    try {
      const { isExist } = await authApi.checkEmailExists(email)
      return !isExist
    } catch (error) {
      return rejectOwnError(error, rejectWithValue)
    }
  },
)

/** Registers, then signs in with the same e-mail and password (a failed sign-in is left to the
 * registration status modal, which offers the login popup). */
export const registerAccount = createAppAsyncThunk(
  'auth/registerAccount',
  async (fields: RegistrationFields, { dispatch, rejectWithValue }) => {
    // user_registration counts each submitted registration; the two below, the accounts made.
    void track('user_registration')
    try {
      await authApi.register(fields)
    } catch (error) {
      return rejectOwnError(error, rejectWithValue)
    }
    void track('user_create')
    if (fields.referralCode) void track('referral_registration')
    await dispatch(login({ email: fields.email, password: fields.password }))
  },
)

export const requestPasswordReset = createAppAsyncThunk(
  'auth/requestPasswordReset',
  async (email: string, { rejectWithValue }) => {
    try {
      await authApi.restorePassword(email)
    } catch (error) {
      return rejectOwnError(error, rejectWithValue)
    }
  },
)

export const confirmPasswordReset = createAppAsyncThunk(
  'auth/confirmPasswordReset',
  async ({ nonce, password }: { nonce: string; password: string }, { rejectWithValue }) => {
    try {
      await authApi.confirmRestore(nonce, password)
    } catch (error) {
      return rejectOwnError(error, rejectWithValue)
    }
  },
)
