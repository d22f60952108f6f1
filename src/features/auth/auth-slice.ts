// The session: who is signed in, and the token's whole life. This feature alone stores, reads and
// drops the token (src/lib/session-token.ts holds it); every other feature follows the session's
// two events, `sessionStarted` and `sessionEnded`. Which 401 ends which session is decided here
// once (`endRefusedSession`), for every call (docs/architecture.md, "The session").
import { createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit'
import * as authApi from '../../api/auth'
import type { Role, User } from '../../api/types'
import { createAppAsyncThunk } from '../../app/hooks'
import { readToken, removeToken, standingOf, type TokenStanding } from '../../lib/session-token'
import { takeAuthStatus } from './early-auth-status'

/** A sign-in succeeded. Other slices react to the session's events rather than to auth's thunks. */
export const sessionStarted = createAction<User>('auth/sessionStarted')

/**
 * The session is over: the user logged out, the API refused the stored token (`expired`: it is
 * gone), or another tab did either (`elsewhere`: that tab has already cleared or kept what they
 * share).
 */
export const sessionEnded = createAction<{ reason: 'logout' | 'expired' | 'elsewhere' }>(
  'auth/sessionEnded',
)

/** Managers and admins: they keep the full app during technical works. */
export const isStaffRole = (role: Role | null | undefined): boolean =>
  role === 'manager' || role === 'admin'

/** A verified creator: the creator role, verified, and through the identity check. */
export const isVerifiedCreator = (user: User | null | undefined): boolean =>
  !!user && user.role === 'creator' && user.isVerified && user.isKycVerified

/** Upload, My Videos and the Paid switch: verified creators, and admins. */
export const hasCreatorTools = (user: User | null | undefined): boolean =>
  isVerifiedCreator(user) || user?.role === 'admin'

/** Admin, or a verified manager: may use the admin pages. */
export const hasAdminAccess = (user: User | null | undefined): boolean =>
  user?.role === 'admin' || (user?.role === 'manager' && user.isVerified)

export interface AuthState {
  userinfo: User | null
  isLoggedIn: boolean
  /**
   * The start-up check failed (a fault or no network, not a signed-out answer): whether a session
   * exists is unknown, so its pages wait for a new check instead of vanishing.
   */
  isSessionUnchecked: boolean
  /**
   * The user whose session the server ended under them (a refused token while signed in), until
   * they sign in again or decline: the session-only page they were on stays, with its work,
   * behind the login popup.
   */
  interruptedUser: User | null
}

const initialState: AuthState = {
  userinfo: null,
  isLoggedIn: false,
  isSessionUnchecked: false,
  interruptedUser: null,
}

const signedIn = (user: User): AuthState => ({ ...initialState, userinfo: user, isLoggedIn: true })

interface RefusalApi {
  dispatch: (action: UnknownAction) => unknown
  getState: () => { auth: AuthState }
}

/**
 * What a refusal asks of the viewer: `ask back`, a signed-in user whose session just ended under
 * them (the login popup, whatever the screen shows of the failure); `needs session`, a visitor's
 * call that needs one (the popup, unless the screen shows the failure itself); `nothing`.
 */
export type RefusalOutcome = 'ask back' | 'needs session' | 'nothing'

/**
 * The API refused a call (401) that carried a token standing as `standing` now. Only a refusal of
 * the stored token ends the session: it is dropped at once, every feature resets its signed-in
 * data, and the app goes on as a visitor's. A late answer to a session that has ended since
 * (`replaced`, here or in another tab) changes nothing. A token found dead before the session was
 * confirmed (at start-up) goes quietly.
 */
export function endRefusedSession(
  standing: TokenStanding,
  { dispatch, getState }: RefusalApi,
): RefusalOutcome {
  if (standing === 'replaced') return 'nothing'
  if (standing === 'none') return 'needs session'
  const wasSignedIn = getState().auth.isLoggedIn
  removeToken()
  dispatch(sessionEnded({ reason: 'expired' }))
  return wasSignedIn ? 'ask back' : 'nothing'
}

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

/**
 * Part of start-up, whose failures are only logged. A stored token the answer says is nobody's
 * (401, or an empty answer) is dropped.
 */
export const checkAuthStatus = createAppAsyncThunk(
  'auth/checkAuthStatus',
  async (_: void, api) => {
    const token = readToken()
    const user = await (takeAuthStatus() ?? authApi.fetchAuthStatus(token))
    if (!user && token) endRefusedSession(standingOf(token), api)
    return user
  },
  { screenShows: 'every failure' },
)

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The signed-in user's own data changed (a profile edit); the rest of the session stays. */
    userUpdated: (state, { payload }: PayloadAction<User>) => {
      state.userinfo = payload
    },
    /** The user whose session ended under them chose not to sign in again. */
    resumeDeclined: (state) => {
      state.interruptedUser = null
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (_, { payload }) => signedIn(payload))
      .addCase(sessionEnded, (state, { payload }) => ({
        ...initialState,
        interruptedUser:
          payload.reason === 'expired' ? (state.userinfo ?? state.interruptedUser) : null,
      }))
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
    selectHasAdminAccess: ({ userinfo }) => hasAdminAccess(userinfo),
    selectHasCreatorTools: ({ userinfo }) => hasCreatorTools(userinfo),
    /**
     * Whose routes the app keeps: the signed-in user, or the one whose session ended under them
     * while they decide to sign in again (their page stays behind the login popup).
     */
    selectRouteUser: (state) => state.userinfo ?? state.interruptedUser,
    selectInterruptedUser: (state) => state.interruptedUser,
    selectIsStaff: ({ userinfo: u }) => isStaffRole(u?.role),
    /** Signed in and looking at the profile of one's own username. */
    selectIsOwnProfile: ({ userinfo: u }, username: string | undefined) =>
      !!u && !!username && u.username === username,
  },
})

export const { userUpdated, resumeDeclined } = authSlice.actions
export const {
  selectUser,
  selectIsLoggedIn,
  selectRole,
  selectIsSessionUnchecked,
  selectHasPendingCreatorRequest,
  selectHasAdminAccess,
  selectHasCreatorTools,
  selectRouteUser,
  selectInterruptedUser,
  selectIsStaff,
  selectIsOwnProfile,
} = authSlice.selectors
