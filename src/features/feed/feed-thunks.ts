// The feed's calls (API.md #17, #18, #20-#24). A page failure is shown by the feed itself (its
// error state with a retry); reaction failures reach the errors feature (toast, 401 popup); a
// purchase fails quietly except for 401 and 402 (SPEC.md §4, §8).
import { ApiError } from '../../api/api-error'
import * as itemsApi from '../../api/items'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'
import { track } from '../../lib/analytics'

export type Reaction = 'like' | 'favorite'

export interface ReactionArg {
  id: string
  reaction: Reaction
  /** true: like / add to favourites; false: undo. */
  on: boolean
}

/** The next page of the current filter; skipped while one loads or when there is no more. */
export const fetchFeedPage = createAppAsyncThunk(
  'feed/fetchFeedPage',
  async (_: void, { getState, rejectWithValue }) => {
    const { feed, settings } = getState()
    try {
      return await itemsApi.fetchFeed({
        offset: feed.page * feed.pageLimit,
        filter: feed.filter,
        mbps: settings.networkBandwidth ?? undefined,
        vid: feed.page === 0 ? feed.resumeId : undefined,
      })
    } catch (error) {
      return rejectOwnError(error, rejectWithValue)
    }
  },
  {
    condition: (_, { getState }) => {
      const { feed } = getState()
      return !feed.isLoading && feed.hasMore
    },
  },
)

const reactionCalls = {
  like: async (id: string, on: boolean) =>
    (await (on ? itemsApi.likeVideo(id) : itemsApi.unlikeVideo(id))).likesCounts,
  favorite: async (id: string, on: boolean) =>
    (await (on ? itemsApi.addFavorite(id) : itemsApi.removeFavorite(id))).favoriteCounts,
}

/** Applied at once by the slice; the count the API answers wins; a failure rolls back. */
export const toggleReaction = createAppAsyncThunk(
  'feed/toggleReaction',
  async ({ id, reaction, on }: ReactionArg) => {
    const count = await reactionCalls[reaction](id, on)
    if (on) void track(reaction === 'like' ? 'video_like' : 'video_fav', { videoId: id })
    return count
  },
  {
    // A tap while the same reaction's call runs is ignored.
    condition: ({ id, reaction }, { getState }) =>
      !(`${reaction}:${id}` in getState().feed.pendingReactions),
  },
)

/** #24, then #18 for the unlocked source. Only 401 and 402 are reported (SPEC.md §4, §8). */
export const buyVideo = createAppAsyncThunk(
  'feed/buyVideo',
  async (id: string, { rejectWithValue }) => {
    let purchase
    try {
      purchase = await itemsApi.purchaseVideo(id)
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 402)) throw error
      return rejectOwnError(error, rejectWithValue)
    }
    void track('video_buy_success', { videoId: id })
    void track('pass_buy_success', { videoId: id })
    // The purchase stands even if the source cannot be fetched now; the next load brings it.
    const src = await itemsApi.fetchItem(id).then(
      (item) => item.src,
      () => '',
    )
    return { id, src, ...purchase }
  },
)
