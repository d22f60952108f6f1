// The session outside the store. The stored token and whose it is follow the session's events
// (src/lib/session-token.ts); once the app has started, this tab follows the session of the
// others (session-sync.ts). What the end of a session clears that belongs to no feature: the
// service worker's image cache, which holds avatars. Each feature clears its own storage on the
// same action (feed-offline-listeners.ts, for one).
import type { AppStartListening } from '../../app/hooks'
import { forgetCachedImages } from '../../lib/image-cache'
import { removeTokenOwner, storeTokenOwner } from '../../lib/session-token'
import { appInitialised } from '../settings/settings-slice'
import { checkAuthStatus, sessionEnded, sessionStarted } from './auth-slice'

export function addAuthListeners(startListening: AppStartListening) {
  // Loaded once the app has started: the first screen needs none of it. Without its chunk
  // (offline before the worker has it) this tab follows the others from its next start.
  startListening({
    actionCreator: appInitialised,
    effect: async (_, { dispatch }) => {
      const sync = await import('./session-sync').catch(() => null)
      sync?.followSessionAcrossTabs(dispatch)
    },
  })
  startListening({
    actionCreator: sessionStarted,
    effect: ({ payload }) => storeTokenOwner(payload.id),
  })
  startListening({
    actionCreator: checkAuthStatus.fulfilled,
    effect: ({ payload }) => (payload ? storeTokenOwner(payload.id) : removeTokenOwner()),
  })
  startListening({
    actionCreator: sessionEnded,
    // The token is gone already: a logout removes it before its call, a refusal as it is
    // answered (auth-slice.ts, `endRefusedSession`), and another tab's change is that tab's.
    effect: () => {
      removeTokenOwner()
      void forgetCachedImages()
    },
  })
}
