// Once the app has started, this tab follows the session of the others (session-sync.ts). What
// the end of a session clears that lives outside the store and belongs to no feature: the
// service worker's image cache, which holds avatars. Logging out and an expired session (a 401)
// alike; each feature clears its own storage on the same action (feed-listeners.ts, for one).
import type { AppStartListening } from '../../app/hooks'
import { forgetCachedImages } from '../../lib/image-cache'
import { appInitialised } from '../settings/settings-slice'
import { sessionEnded } from './auth-slice'

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
  startListening({ actionCreator: sessionEnded, effect: () => forgetCachedImages() })
}
