// What the feed keeps across reloads (SPEC.md §3 "Local storage"): the filter, the last viewed
// video and the sound choice. Logging out forgets the position and the filter. What it keeps
// in IndexedDB for offline use is in feed-offline-listeners.ts.
import { isAnyOf } from '@reduxjs/toolkit'
import type { AppStartListening } from '../../app/hooks'
import { removeStorage, storageKeys, writeStorage } from '../../lib/storage'
import { sessionEnded } from '../auth/auth-slice'
import { addFeedOfflineListeners } from './feed-offline-listeners'
import { filterChanged, muteForced, muteToggled, slideChanged } from './feed-slice'

export function addFeedListeners(startListening: AppStartListening) {
  addFeedOfflineListeners(startListening)
  startListening({
    actionCreator: filterChanged,
    effect: (_, api) => writeStorage(storageKeys.feedFilter, api.getState().feed.filter),
  })
  startListening({
    actionCreator: slideChanged,
    effect: (_, api) => {
      const { userLastViewedVideo } = api.getState().feed
      if (userLastViewedVideo) writeStorage(storageKeys.lastViewedVideo, userLastViewedVideo)
    },
  })
  startListening({
    matcher: isAnyOf(muteToggled, muteForced),
    effect: (_, api) => writeStorage(storageKeys.feedMuted, String(api.getState().feed.isMuted)),
  })
  startListening({
    actionCreator: sessionEnded,
    effect: () => {
      removeStorage(storageKeys.lastViewedVideo)
      removeStorage(storageKeys.feedFilter)
    },
  })
}
