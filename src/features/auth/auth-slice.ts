import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import * as authApi from '../../api/auth'
import * as kycApi from '../../api/kyc'
import type { Role, User } from '../../api/types'
import { createAppAsyncThunk } from '../../app/hooks'
import { readToken, removeToken, storeToken } from '../../lib/session-token'

/** A sign-in succeeded. Other slices react to the session's events rather than to auth's thunks. */
export const sessionStarted = createAction<User>('auth/sessionStarted')

/**
 * The session is over: the user logged out, the API answered 401 (the token is gone), or another
 * tab did either (`elsewhere`: that tab has already cleared or kept what they share).
 */
export const sessionEnded = createAction<{ reason: 'logout' | 'expired' | 'elsewhere' }>(
  'auth/sessionEnded',
)

/** Managers and admins: they keep the full app during technical works. */
export const isStaffRole = (role: Role | null | undefined): boolean =>
  role === 'manager' || role === 'admin'

export interface AuthState {
  userinfo: User | null
  isLoggedIn: boolean
  /**
   * The start-up check failed (a fault or no network, not a signed-out answer): whether a session
   * exists is unknown, so its pages wait for a new check instead of vanishing.
   */
  isSessionUnchecked: boolean
}

const initialState: AuthState = { userinfo: null, isLoggedIn: false, isSessionUnchecked: false }

const signedIn = (user: User): AuthState => ({ ...initialState, userinfo: user, isLoggedIn: true })

/** The login form shows its own failure. */
export const login = createAppAsyncThunk(
  'auth/login',
  async (credentials: { email: string; password: string }, { dispatch }) => {
    try {
      const { accessToken, user } = await authApi.login(credentials.email, credentials.password)
      storeToken(accessToken)
      dispatch(sessionStarted(user))
      return user
    } catch (error) {
      removeToken()
      throw error
    }
  },
  { screenShows: 'every failure' },
)

/**
 * The state resets at once; a failed call changes nothing more (the session is gone anyway). The
 * token leaves storage first, so other tabs follow at once (session-sync.ts) and no request but
 * this one carries it again.
 */
export const logout = createAppAsyncThunk('auth/logout', async (_: void, { dispatch }) => {
  const token = readToken()
  removeToken()
  dispatch(sessionEnded({ reason: 'logout' }))
  try {
    await authApi.logout(token)
  } catch {
    // Logging out must always succeed for the user.
  }
})

/** Part of start-up, whose failures are only logged. */
export const checkAuthStatus = createAppAsyncThunk(
  'auth/checkAuthStatus',
  () => authApi.fetchAuthStatus(),
  { screenShows: 'every failure' },
)

/** For the KYC page, which keeps it. Failures reach the errors listener (401 popup, toast). */
export const fetchKycAccessToken = createAppAsyncThunk(
  'auth/fetchKycAccessToken',
  async () => (await kycApi.fetchKycAccessToken()).kycAccessToken,
)

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The signed-in user's own data changed (a profile edit); the rest of the session stays. */
    userUpdated: (state, { payload }: PayloadAction<User>) => {
      state.userinfo = payload
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (_, { payload }) => signedIn(payload))
      .addCase(login.rejected, () => initialState)
      .addCase(sessionEnded, () => initialState)
      .addCase(checkAuthStatus.fulfilled, (_, { payload }) =>
        payload ? signedIn(payload) : initialState,
      )
      .addCase(checkAuthStatus.rejected, (state) => {
        state.isSessionUnchecked = true
      })
  },
  selectors: {
    selectUser: (state) => state.userinfo,
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectRole: (state): Role | null => state.userinfo?.role ?? null,
    selectIsSessionUnchecked: (state) => state.isSessionUnchecked,
    // Conditions derived from the user.
    /** Not a creator yet, with a KYC request under review. */
    selectHasPendingCreatorRequest: ({ userinfo: u }) =>
      !!u && u.role !== 'creator' && u.hasCreatorRequest,
    /** Admin, or a verified manager: may use the admin pages. */
    selectHasAdminAccess: ({ userinfo: u }) =>
      u?.role === 'admin' || (u?.role === 'manager' && u.isVerified),
    selectIsStaff: ({ userinfo: u }) => isStaffRole(u?.role),
    /** Signed in and looking at the profile of one's own username. */
    selectIsOwnProfile: ({ userinfo: u }, username: string | undefined) =>
      !!u && !!username && u.username === username,
  },
})

export const { userUpdated } = authSlice.actions
export const {
  selectUser,
  selectIsLoggedIn,
  selectRole,
  selectIsSessionUnchecked,
  selectHasPendingCreatorRequest,
  selectHasAdminAccess,
  selectIsStaff,
  selectIsOwnProfile,
} = authSlice.selectors
