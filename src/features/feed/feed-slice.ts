// Feed state: the pages of items as the API sent them, the filter, the active item and the
// reactions in flight. The screen drives it. What the viewer has bought since is the purchases
// slice's, which the slides read (docs/architecture.md, "What is bought").
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { reactionFields, type Reaction } from '../../api/items'
import type { FeedFilter, FeedItem } from '../../api/types'
import { appendPage, emptyPagedList, type PagedList } from '../../lib/paged-list'
import { addChangeCases, addLoadCases } from '../../lib/server-data'
import { readStorage, storageKeys } from '../../lib/storage'
import { sessionEnded, sessionStarted } from '../auth/auth-slice'
import {
  fetchFeedPage,
  reactionSynced,
  refreshFeedSources,
  toggleReaction,
  type ReactionArg,
  type SourcesArg,
} from './feed-thunks'
import { storedFeedFilter, storedLastViewed } from './feed-storage'
import { REFRESH_FROM } from './source-refresh'

export interface FeedState extends PagedList<FeedItem> {
  filter: FeedFilter
  activeIndex: number
  /** Persisted: the last active video, which the first page of a session starts with. */
  userLastViewedVideo: string
  /** Sent as `vid` with the next first page, so a reload or sign-in keeps the position. */
  resumeId: string
  isMuted: boolean
  /** The item the user paused; any slide change plays again. */
  pausedId: string | null
  /** `${reaction}:${id}` → the count before the optimistic change, while its call runs. */
  pendingReactions: Record<string, number>
  /** The items are the first page kept from an earlier visit: the network is down. */
  isOfflinePage: boolean
  /** Each item's page, and the `mbps` its source was asked for with (null: none was sent). */
  askedWith: Record<string, AskedWith>
  /** Pages asked for again for their sources (source-refresh.ts), each by its request. */
  refreshing: Record<number, string>
}

export interface AskedWith {
  page: number
  mbps: number | null
}

function freshState(): FeedState {
  const lastViewed = storedLastViewed()
  return {
    ...emptyPagedList<FeedItem>(),
    filter: storedFeedFilter(),
    activeIndex: 0,
    userLastViewedVideo: lastViewed,
    resumeId: lastViewed,
    isMuted: readStorage(storageKeys.feedMuted) !== 'false',
    pausedId: null,
    pendingReactions: {},
    isOfflinePage: false,
    askedWith: {},
    refreshing: {},
  }
}

/** Back to page 0 of the current filter, starting with `resumeId`. */
function restart(state: FeedState, resumeId: string) {
  Object.assign(state, emptyPagedList<FeedItem>())
  state.activeIndex = 0
  state.pausedId = null
  state.resumeId = resumeId
  state.pendingReactions = {}
  state.isOfflinePage = false
  state.askedWith = {}
  state.refreshing = {}
}

/**
 * A page asked for again answered: the videos ahead from REFRESH_FROM on take the sources it
 * names, matched by id (a feed that answers other items leaves them as they were). Every item of
 * the page now counts as asked with `mbps`, matched or not: a feed that never names them again is
 * not asked again and again.
 */
function refreshSources(state: FeedState, items: readonly FeedItem[], { page, mbps }: SourcesArg) {
  const fresh = new Map(items.map((item) => [item.id, item]))
  state.items.forEach((item, index) => {
    const asked = state.askedWith[item.id]
    if (asked?.page !== page) return
    asked.mbps = mbps
    const src = fresh.get(item.id)?.src
    if (index >= state.activeIndex + REFRESH_FROM && item.src && src) item.src = src
  })
}

const reactionKey = (reaction: Reaction, id: string) => `${reaction}:${id}`

const findItem = (state: FeedState, id: string) => state.items.find((item) => item.id === id)

/**
 * Sets a reaction's state on the item `id`, with `count` when given, else one more or less as the
 * state changes. Returns the count it had (undefined when the item is not in the feed).
 */
function setReaction(state: FeedState, { id, reaction, on }: ReactionArg, count?: number) {
  const item = findItem(state, id)
  if (!item) return undefined
  const fields = reactionFields[reaction]
  const before = item.metadata[fields.count]
  if (count === undefined && item.metadata[fields.flag] === on) return before
  item.metadata[fields.flag] = on
  item.metadata[fields.count] = count ?? Math.max(0, before + (on ? 1 : -1))
  return before
}

export const feedSlice = createSlice({
  name: 'feed',
  initialState: freshState,
  reducers: {
    slideChanged: (state, { payload: index }: PayloadAction<number>) => {
      const item = state.items[index]
      if (!item) return
      state.activeIndex = index
      state.userLastViewedVideo = item.id
      state.pausedId = null
    },
    playToggled: (state) => {
      const active = state.items[state.activeIndex]
      state.pausedId = state.pausedId || !active ? null : active.id
    },
    filterChanged: (state, { payload: filter }: PayloadAction<FeedFilter>) => {
      if (filter === state.filter) return
      state.filter = filter
      restart(state, '')
    },
    /**
     * The app was opened on a video's link: the Feed's first page starts with it. Not the stored
     * filter: the video is in the Feed, and 'Following' may not hold it.
     */
    sharedVideoOpened: (state, { payload: id }: PayloadAction<string>) => {
      state.filter = 'default'
      restart(state, id)
      state.userLastViewedVideo = id
    },
    muteToggled: (state) => {
      state.isMuted = !state.isMuted
    },
    /** The browser refused to play with sound (no user gesture yet). */
    muteForced: (state) => {
      state.isMuted = true
    },
    /** The first page could not load for want of network: show the one kept last time. */
    offlinePageShown: (state, { payload: items }: PayloadAction<FeedItem[]>) => {
      if (state.items.length > 0 || items.length === 0) return
      state.items = items
      state.page = 1
      state.hasMore = false
      state.error = null
      state.isOfflinePage = true
    },
    /** The network is back: an offline page or a failed first page loads again. */
    feedReloaded: (state) => restart(state, state.userLastViewedVideo),
    /** Reactions still queued from offline show on the items just loaded. */
    queuedReactionsApplied: (state, { payload }: PayloadAction<ReactionArg[]>) => {
      for (const queued of payload) setReaction(state, queued)
    },
  },
  extraReducers: (builder) => {
    // Restarting (another filter, a new session) drops the answer to the page asked for before.
    addLoadCases(builder, fetchFeedPage, {
      loaded: (state, { items, hasMore, mbps }) => {
        state.resumeId = ''
        for (const { id } of items) state.askedWith[id] ??= { page: state.page, mbps }
        appendPage(state, items, hasMore)
      },
      failed: (state, message) => {
        state.error = message || 'The feed could not be loaded.'
      },
    })
    // A reaction shows at once; the count the API answers wins; a refusal puts back the count.
    addChangeCases(builder, toggleReaction, {
      inFlight: (state) => state.pendingReactions,
      key: ({ reaction, id }) => reactionKey(reaction, id),
      apply: (state, arg) => setReaction(state, arg),
      undo: (state, before, arg) => void setReaction(state, { ...arg, on: !arg.on }, before),
      // A queued reaction answers no count (null): it stays as shown.
      settled: (state, { count }, arg) => {
        if (count !== null) setReaction(state, arg, count)
      },
    })
    builder
      .addCase(refreshFeedSources.pending, (state, { meta: { arg, requestId } }) => {
        state.refreshing[arg.page] = requestId
      })
      .addCase(refreshFeedSources.fulfilled, (state, { payload, meta: { arg, requestId } }) => {
        if (state.refreshing[arg.page] !== requestId) return
        delete state.refreshing[arg.page]
        refreshSources(state, payload.items, arg)
      })
      .addCase(refreshFeedSources.rejected, (state, { meta: { arg, requestId } }) => {
        if (state.refreshing[arg.page] === requestId) delete state.refreshing[arg.page]
      })
      .addCase(reactionSynced, (state, { payload }) => {
        if (reactionKey(payload.reaction, payload.id) in state.pendingReactions) return
        setReaction(state, payload, payload.count)
      })
      // Items carry what the viewer may see and has done: a new session reloads them, from the
      // item on screen; logging out resets the feed fully.
      .addCase(sessionStarted, (state) => restart(state, state.userLastViewedVideo))
      .addCase(sessionEnded, () => ({
        ...freshState(),
        filter: 'default' as const,
        userLastViewedVideo: '',
        resumeId: '',
      }))
  },
  selectors: {
    selectFeed: (state) => state,
    /** What Home shows around the pager; compare with shallowEqual (a new object each time). */
    selectFeedStatus: ({ items, filter, page, hasMore, isLoading, error }) => ({
      hasItems: items.length > 0,
      filter,
      page,
      hasMore,
      isLoading,
      error,
    }),
    selectFeedFilter: (state) => state.filter,
    selectIsMuted: (state) => state.isMuted,
    selectIsPaused: (state, id: string) => state.pausedId === id,
    selectIsOfflinePage: (state) => state.isOfflinePage,
    selectIsReactionPending: (state, reaction: Reaction, id: string) =>
      reactionKey(reaction, id) in state.pendingReactions,
  },
})

export const {
  slideChanged,
  playToggled,
  filterChanged,
  sharedVideoOpened,
  muteToggled,
  muteForced,
  offlinePageShown,
  feedReloaded,
  queuedReactionsApplied,
} = feedSlice.actions
export const {
  selectFeed,
  selectFeedStatus,
  selectFeedFilter,
  selectIsMuted,
  selectIsPaused,
  selectIsOfflinePage,
  selectIsReactionPending,
} = feedSlice.selectors
