// One session across tabs. Every tab of the app shares the stored token, and the browser's
// `storage` event tells the other tabs when one of them changes it. A token removed elsewhere
// (a logout, or a 401 there) ends this tab's session quietly: no logout call and no login popup,
// the other tab did what was needed. A new token starts the session it belongs to, resetting
// this tab's data when it held another user's.
import * as authApi from '../../api/auth'
import { createAppAsyncThunk } from '../../app/hooks'
import { isTokenChange, readToken } from '../../lib/session-token'
import { MODAL_LOGIN_POPUP } from '../modals/modal-names'
import { modalWithdrawn } from '../modals/modals-slice'
import { sessionEnded, sessionStarted, userUpdated } from './auth-slice'

/** Another tab stored `token` (null: removed it). Failures are silent: the next check decides. */
export const sessionChangedElsewhere = createAppAsyncThunk(
  'auth/sessionChangedElsewhere',
  async (token: string | null, { dispatch, getState }) => {
    const endHere = () => {
      if (getState().auth.isLoggedIn) dispatch(sessionEnded({ reason: 'elsewhere' }))
    }
    if (token === null) return endHere()
    const user = await authApi.fetchAuthStatus()
    // A later change has overtaken this one; its own event follows.
    if (readToken() !== token) return
    const current = getState().auth.userinfo
    if (user && user.id === current?.id) return void dispatch(userUpdated(user))
    endHere()
    if (!user) return
    dispatch(sessionStarted(user))
    dispatch(modalWithdrawn(MODAL_LOGIN_POPUP))
  },
  { screenShows: 'every failure' },
)

/** Follows the token other tabs store; returns the unsubscribe. */
export function followSessionAcrossTabs(
  dispatch: (thunk: ReturnType<typeof sessionChangedElsewhere>) => unknown,
): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key: another tab cleared all of storage.
    if (!isTokenChange(event.key)) return
    void dispatch(sessionChangedElsewhere(readToken()))
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
