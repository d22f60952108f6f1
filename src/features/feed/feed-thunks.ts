// The feed's calls (docs/api.md, GET /items to PUT /favorites; the purchase is the purchases
// feature's). A page failure is shown by the feed itself (its error state with a retry); reaction
// failures reach the errors listener (toast, 401 popup). A reaction without network is queued
// instead of failing (offline-reactions.ts) and sent when the network returns.
import { createAction } from '@reduxjs/toolkit'
import * as itemsApi from '../../api/items'
import { isNetworkFailure } from '../../api/network-failure'
import { createAppAsyncThunk } from '../../app/hooks'
import { isOnline } from '../../lib/online-status'
import { readToken, readTokenOwner } from '../../lib/session-token'
import { takeFirstPage } from './first-page'
import { loadOfflineStore, queueOwner, queueReaction } from './offline-reactions'

export interface ReactionArg {
  id: string
  reaction: itemsApi.Reaction
  /** true: like / add to favourites; false: undo. */
  on: boolean
}

/**
 * The next page of the current filter; skipped while one loads or when there is no more. The
 * first page's call may have gone out already, before the store was made (first-page.ts). Answers
 * with the `mbps` it was asked with (null: none was sent), which chose its videos' renditions.
 */
export const fetchFeedPage = createAppAsyncThunk(
  'feed/fetchFeedPage',
  async (_: void, { getState }) => {
    const { feed, settings } = getState()
    const mbps = settings.networkBandwidth
    const query = {
      offset: feed.page * itemsApi.FEED_PAGE_SIZE,
      filter: feed.filter,
      mbps: mbps ?? undefined,
      vid: feed.page === 0 ? feed.resumeId : undefined,
    }
    const page = await (takeFirstPage(query) ?? itemsApi.fetchFeed(query))
    return { ...page, mbps }
  },
  {
    screenShows: 'every failure',
    condition: (_, { getState }) => !getState().feed.isLoading && getState().feed.hasMore,
  },
)

export interface SourcesArg {
  /** A page loaded before, asked for again... */
  page: number
  /** ...with this `mbps`. */
  mbps: number
}

/**
 * A page asked for again with the bandwidth measured since, for its videos in the rendition that
 * fits the link now (source-refresh.ts). In the background: a failure keeps the sources they had.
 */
export const refreshFeedSources = createAppAsyncThunk(
  'feed/refreshFeedSources',
  ({ page, mbps }: SourcesArg, { getState }) =>
    itemsApi.fetchFeed({
      offset: page * itemsApi.FEED_PAGE_SIZE,
      filter: getState().feed.filter,
      mbps,
    }),
  {
    screenShows: 'every failure',
    condition: ({ page }, { getState }) => isOnline() && !(page in getState().feed.refreshing),
  },
)

/** The live call; undefined when it could not reach the server (offline). */
async function sendNow({ id, reaction, on }: ReactionArg) {
  if (!isOnline()) return undefined
  try {
    return { count: await itemsApi.sendReaction(reaction, id, on), queued: false }
  } catch (error) {
    if (isNetworkFailure(error)) return undefined
    throw error
  }
}

/**
 * Applied at once by the slice; the count the API answers wins; a failure rolls back. Offline,
 * or when the call cannot reach the server, the change is queued and stays: `count` is then the
 * one shown (null when the item is not in the feed).
 */
export const toggleReaction = createAppAsyncThunk(
  'feed/toggleReaction',
  async (arg: ReactionArg, { getState }) =>
    (await sendNow(arg)) ?? queueReaction(arg, getState().feed.items, getState().auth),
  {
    // A tap while the same reaction's call runs is ignored.
    condition: ({ id, reaction }, { getState }) =>
      !(`${reaction}:${id}` in getState().feed.pendingReactions),
  },
)

/** A queued reaction reached the server: the state it answered with. */
export const reactionSynced = createAction<ReactionArg & { count: number }>('feed/reactionSynced')

/**
 * Sends the queued reactions, oldest first (on start, sign-in and when the network returns), all
 * in the session it starts in: with the token stored then, stopping if that token changes (an
 * account switched in another tab), so one user's reactions never go out under another's token.
 * A 401 rejects with it, so the errors feature asks to log in; the queue stays for later.
 */
export const replayReactions = createAppAsyncThunk(
  'feed/replayReactions',
  async (_: void, { dispatch, getState }) => {
    const owner = queueOwner(getState().auth)
    const token = readToken()
    // The stored token must be the owner's (another tab may have signed another user in).
    const tokenOwner = readTokenOwner()
    if (!owner || !token || (tokenOwner !== null && tokenOwner !== owner)) return
    const { reactionQueue } = await loadOfflineStore()
    await reactionQueue.replay(
      owner,
      ({ id, reaction, on }) => itemsApi.sendReaction(reaction, id, on, token),
      ({ id, reaction, on }, count) => dispatch(reactionSynced({ id, reaction, on, count })),
      () => readToken() === token,
    )
  },
  // The stored token, not the auth state: after a start without network the session is not
  // checked yet, but the calls carry the token (a 401 then asks to log in).
  { condition: () => !!readToken() && isOnline() },
)
