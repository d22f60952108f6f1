// What the feed keeps across reloads in localStorage: the filter, the last viewed video and the
// sound choice; logging out forgets the position and the filter. What it keeps in
// IndexedDB for offline use is in feed-offline-listeners.ts. Also the first poster, and where the
// service worker paces videos the first video's start, fetched as soon as the feed answers (once
// the age gate is accepted: no adult image before), and the message for a shared video the Feed
// does not hold. And the videos ahead asked for again when the link has changed (source-refresh.ts).
import { isAnyOf } from '@reduxjs/toolkit'
import type { AppStartListening } from '../../app/hooks'
import { preloadImage } from '../../lib/preload-image'
import { fetchVideoAhead } from '../../lib/worker-control'
import { showErrorToast } from '../../lib/toast'
import { removeStorage, storageKeys, writeStorage } from '../../lib/storage'
import { selectIsAgeAccepted } from '../age-gate/age-gate-slice'
import { selectUnlock } from '../purchases/purchase-selectors'
import { accessOf, withUnlock } from '../purchases/unlock-rules'
import { sessionEnded } from '../auth/auth-slice'
import { addFeedOfflineListeners } from './feed-offline-listeners'
import {
  filterChanged,
  muteForced,
  muteToggled,
  sharedVideoOpened,
  slideChanged,
} from './feed-slice'
import { bandwidthMeasured, videoStalled } from '../settings/settings-slice'
import { fetchFeedPage, refreshFeedSources } from './feed-thunks'
import { openSharedVideo } from './shared-video'
import { pagesToRefresh, REFRESH_AFTER_MS } from './source-refresh'

export function addFeedListeners(startListening: AppStartListening) {
  addFeedOfflineListeners(startListening)
  // The first poster is what Home shows first: its download starts with the page's answer, not
  // after start-up has finished and the feed has been drawn. Behind an unanswered age gate Home
  // is not drawn: the poster waits for the answer, which draws it at once.
  startListening({
    actionCreator: fetchFeedPage.fulfilled,
    effect: (_, api) => {
      const state = api.getState()
      const { page, items, activeIndex } = state.feed
      const first = items[activeIndex]
      if (page !== 1 || !first || !selectIsAgeAccepted(state)) return
      preloadImage(first.poster)
      // Its video too, where the worker paces videos, if it plays (unlock-rules.ts decides).
      const item = withUnlock(first, selectUnlock(state, first.id))
      if (accessOf(item) === 'open' && item.src) fetchVideoAhead(item.src)
    },
  })
  // REFRESH_AFTER_MS after the estimate changed, as it is by then, and at most that often: the
  // first estimate comes as the first screen shows, while the first video is still starting, and a
  // falling estimate changes at every sample.
  startListening({
    matcher: isAnyOf(bandwidthMeasured, videoStalled),
    effect: async (_, api) => {
      api.unsubscribe()
      await api.delay(REFRESH_AFTER_MS)
      api.subscribe()
      const { feed, settings } = api.getState()
      const mbps = settings.networkBandwidth
      if (mbps === null) return
      for (const page of pagesToRefresh(feed, mbps))
        void api.dispatch(refreshFeedSources({ page, mbps }))
    },
  })
  // A shared video opens the Feed: kept like a choice of the user's, so the header's 'Feed' and
  // a reload agree with what is on screen (the video is not necessarily in 'Following').
  startListening({
    matcher: isAnyOf(filterChanged, sharedVideoOpened),
    effect: (_, api) => writeStorage(storageKeys.feedFilter, api.getState().feed.filter),
  })
  // The Feed plays from its start: the viewer learns why the shared video is not there.
  startListening({
    actionCreator: openSharedVideo.fulfilled,
    effect: ({ payload }) => {
      if (payload === 'unavailable') showErrorToast('The shared video is not available.')
    },
  })
  startListening({
    matcher: isAnyOf(slideChanged, sharedVideoOpened),
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
