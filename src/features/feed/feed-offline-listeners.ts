// The feed without network: the first page is kept for offline starts, queued reactions show on
// loaded items and are sent on start, on sign-in and when the network returns. Logging out forgets
// both; an expired session forgets the page and keeps the queue for its owner.
import { isAnyOf } from '@reduxjs/toolkit'
import { isNetworkFailure } from '../../api/network-failure'
import type { AppStartListening } from '../../app/hooks'
import { isOnline, subscribeOnline } from '../../lib/online-status'
import { readToken } from '../../lib/session-token'
import { checkAuthStatus, sessionEnded, sessionStarted } from '../auth/auth-slice'
import { appInitialised } from '../settings/settings-slice'
import { feedReloaded, offlinePageShown, queuedReactionsApplied } from './feed-slice'
import { fetchFeedPage, replayReactions, toggleReaction } from './feed-thunks'
import { loadOfflineStore, queueOwner } from './offline-reactions'

/** After the first render has had its turn: IndexedDB code is not part of the first paint. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve())
    else setTimeout(resolve, 0)
  })

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1]

/** Queued reactions go out; a feed that could not load loads again. */
function backOnline({ dispatch, getState }: Pick<ListenerApi, 'dispatch' | 'getState'>) {
  void dispatch(replayReactions())
  const { feed, auth } = getState()
  // Started without network, the session could not be checked: check it now.
  if (!auth.isLoggedIn && readToken()) void dispatch(checkAuthStatus())
  if (feed.isOfflinePage || (feed.error && feed.items.length === 0)) dispatch(feedReloaded())
  else if (feed.error) void dispatch(fetchFeedPage())
}

export function addFeedOfflineListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: appInitialised,
    effect: async (_, api) => {
      subscribeOnline(() => {
        if (isOnline()) backOnline(api)
      })
      await afterFirstPaint()
      void api.dispatch(replayReactions())
    },
  })
  startListening({
    actionCreator: sessionStarted,
    effect: (_, { dispatch }) => void dispatch(replayReactions()),
  })
  // The first page as loaded, for the next start without network.
  startListening({
    actionCreator: fetchFeedPage.fulfilled,
    effect: async ({ payload, meta }, { getOriginalState }) => {
      const { feed } = getOriginalState()
      if (meta.requestId !== feed.requestId || feed.page !== 0) return
      await (await loadOfflineStore()).feedPageCache.write(feed.filter, payload.items)
    },
  })
  startListening({
    actionCreator: fetchFeedPage.rejected,
    effect: async ({ payload, meta }, { dispatch, getOriginalState }) => {
      const { feed } = getOriginalState()
      if (meta.requestId !== feed.requestId || feed.page !== 0 || !isNetworkFailure(payload)) return
      const kept = await (await loadOfflineStore()).feedPageCache.read(feed.filter)
      if (kept) dispatch(offlinePageShown(kept))
    },
  })
  // On start the first page may arrive before the auth check: the stored session's user is the
  // owner then (queueOwner).
  startListening({
    matcher: isAnyOf(fetchFeedPage.fulfilled, offlinePageShown),
    effect: async (_, api) => {
      const owner = queueOwner(api.getState().auth)
      if (!owner) return
      const queued = await (await loadOfflineStore()).reactionQueue.list(owner)
      if (queued.length > 0) api.dispatch(queuedReactionsApplied(queued))
    },
  })
  // A live call settled the reaction: an older queued state must not be sent after it.
  startListening({
    actionCreator: toggleReaction.fulfilled,
    effect: async ({ payload, meta: { arg } }, api) => {
      const owner = queueOwner(api.getState().auth)
      if (payload.queued || !owner) return
      await (await loadOfflineStore()).reactionQueue.forget(owner, arg.reaction, arg.id)
    },
  })
  // The kept page holds the user's likes and favourites: it goes with any end of the session
  // (a visitor's next load keeps a page of their own). An expired session keeps the queue, whose
  // entries show and go out only in their owner's session: they are sent once that user logs in
  // again. Logging out gives them up. A session ended in another tab leaves the shared queue as
  // that tab left it.
  startListening({
    actionCreator: sessionEnded,
    effect: async ({ payload }) => {
      const { reactionQueue, feedPageCache } = await loadOfflineStore()
      await Promise.all([
        feedPageCache.clear(),
        payload.reason === 'logout' ? reactionQueue.clear() : undefined,
      ])
    },
  })
}
