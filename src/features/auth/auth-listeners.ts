// Once the app has started, this tab follows the session of the others (session-sync.ts). What
// the end of a session clears that lives outside the store and belongs to no feature: the
// service worker's image cache, which holds avatars. Logging out and an expired session (a 401)
// alike; each feature clears its own storage on the same action (feed-listeners.ts, for one).
import type { AppStartListening } from '../../app/hooks'
import { forgetCachedImages } from '../../lib/image-cache'
import { appInitialised } from '../settings/settings-slice'
import { sessionEnded } from './auth-slice'
import { followSessionAcrossTabs } from './session-sync'

export function addAuthListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: appInitialised,
    effect: (_, { dispatch }) => void followSessionAcrossTabs(dispatch),
  })
  startListening({ actionCreator: sessionEnded, effect: () => forgetCachedImages() })
}
