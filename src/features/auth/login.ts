// Signing in: the login forms' call. The session it starts is auth-slice.ts's (`sessionStarted`),
// and the token is stored here, in the same feature; apart from the slice so that it loads with
// the login screens rather than with Home's first render.
import * as accountApi from '../../api/account'
import { createAppAsyncThunk } from '../../app/hooks'
import { storeToken } from '../../lib/session-token'
import { sessionStarted } from './auth-slice'

/**
 * The login form shows its own failure. A failure changes nothing else: the tab had no session
 * (a login form closes for a signed-in user), and a token in storage is another tab's newer
 * session or a dead one the next call drops.
 */
export const login = createAppAsyncThunk(
  'auth/login',
  async (credentials: { email: string; password: string }, { dispatch }) => {
    const { accessToken, user } = await accountApi.login(credentials.email, credentials.password)
    storeToken(accessToken)
    dispatch(sessionStarted(user))
    return user
  },
  { screenShows: 'every failure' },
)
