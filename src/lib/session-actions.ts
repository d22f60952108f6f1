// Session events that several features react to (auth, feed, profile, wallet, errors), so
// no feature has to import another.
import { createAction } from '@reduxjs/toolkit'
import type { User } from '../api/types'

/** A sign-in succeeded. */
export const sessionStarted = createAction<User>('session/started')

/** The session is over: the user logged out, or the API answered 401 (the token is gone). */
export const sessionEnded = createAction<{ reason: 'logout' | 'expired' }>('session/ended')
