// One model for the lists of videos shown a page at a time with a Paid switch and Delete on each
// row (My Videos, the admin video lists): the page on screen of one list, its total count, the
// videos with a change or delete in flight, and the calls. A change either shows at once and is
// put back if the call fails, or applies when the call answers; a deleted video, or one a change
// takes off the list, leaves the page (the count one less). A page that fails to load is the
// screen's to show, but a 401; each list says what a failed change or delete tells.
import { createSlice } from '@reduxjs/toolkit'
import type { VideoChanges } from '../../api/admin'
import type { CountedItems, FeedItem } from '../../api/types'
import { createAppAsyncThunk, type Failures } from '../../app/hooks'
import { rootReducer } from '../../app/root-reducer'
import { emptyListPage, type ListPage } from '../../lib/paged-list'
import { addChangeCases, addLoadCases } from '../../lib/server-data'
import { sessionEnded } from '../auth/auth-slice'

/**
 * Which videos a list shows: one owner's ('all': everyone's), verified, unverified or (left out)
 * both. My Videos is one list, `{}`: the signed-in creator's.
 */
export interface VideoFilter {
  owner?: string
  isVerified?: boolean
}

/** A page of the list the filter names; `quiet`: in the background, no spinner and no error. */
export type PageArg = VideoFilter & { page: number; quiet?: boolean }

export interface VideoListState extends ListPage<FeedItem> {
  /** The list the page belongs to; null before the first load. */
  filter: VideoFilter | null
  /**
   * By video id (global, so it outlives a list): the videos with a change or delete in flight,
   * and what a refused change shown ahead of its answer puts back.
   */
  pending: Record<string, VideoChanges>
}

export interface VideoListOptions {
  /** Videos on one page. */
  pageSize: number
  /** The page `arg.page` of the list, from offset `arg.page × pageSize`. */
  fetchPage: (arg: PageArg) => Promise<CountedItems>
  /** Answers with the video as the server now has it (merged when changes wait for the answer). */
  update: (id: string, changes: VideoChanges) => Promise<object>
  remove: (id: string) => Promise<unknown>
  /** What the errors listener tells when a change or a delete fails. */
  failures?: { update?: Failures; remove?: Failures }
  /** A change shows at once and is put back if refused; otherwise it waits for the answer. */
  isOptimistic: boolean
  /** Whether a change the server took takes a video off the list `filter` names. */
  leavesList?: (filter: VideoFilter, changes: VideoChanges) => boolean
}

const sameList = (a: VideoFilter | null, b: VideoFilter) =>
  !!a && a.owner === b.owner && a.isVerified === b.isVerified

const initialState = (): VideoListState => ({ ...emptyListPage(), filter: null, pending: {} })

/** The list kept in the store under `name`: its calls, and its state when it holds a filter's. */
export function createVideoList(
  name: 'moderation' | 'myVideos',
  { pageSize, fetchPage, update, remove, failures = {}, isOptimistic, ...rules }: VideoListOptions,
) {
  const leavesList = rules.leavesList ?? (() => false)
  const thunks = {
    fetchPage: createAppAsyncThunk(`${name}/fetchPage`, fetchPage, { screenShows: 'all but 401' }),
    update: createAppAsyncThunk(
      `${name}/update`,
      ({ id, changes }: { id: string; changes: VideoChanges }) => update(id, changes),
      failures.update,
    ),
    remove: createAppAsyncThunk(`${name}/delete`, (id: string) => remove(id), failures.remove),
  }
  const find = (state: VideoListState, id: string) => state.items.find((item) => item.id === id)
  const leave = (state: VideoListState, id: string) => {
    const before = state.items.length
    state.items = state.items.filter((item) => item.id !== id)
    if (state.items.length < before) state.count = Math.max(0, state.count - 1)
  }

  const slice = createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      addLoadCases(builder, thunks.fetchPage, {
        isQuiet: (arg) => !!arg.quiet,
        started: (state, { page, owner, isVerified }) => {
          // Another list never shows under this one's heading, even for a moment.
          if (!sameList(state.filter, { owner, isVerified }))
            Object.assign(state, { items: [], count: 0, isLoaded: false })
          Object.assign(state, { filter: { owner, isVerified }, page })
        },
        loaded: (state, payload, { page }) => {
          // A video whose change shows ahead of its answer keeps what the user sees till then.
          const shown = new Map(state.items.map((item) => [item.id, item]))
          state.items = (payload.items ?? []).map((item) =>
            isOptimistic && item.id in state.pending ? (shown.get(item.id) ?? item) : item,
          )
          state.count = payload.count ?? state.items.length
          state.page = page
        },
        failed: (state) => {
          state.items = []
        },
      })
      addChangeCases(builder, thunks.update, {
        inFlight: (state) => state.pending,
        key: ({ id }) => id,
        apply: (state, { id, changes }) => {
          const item = find(state, id)
          const before: VideoChanges = {}
          // A change that waits for its answer has nothing to put back: the video is busy only.
          if (!isOptimistic || !item) return before
          if (changes.isVerified !== undefined) before.isVerified = item.isVerified
          if (changes.permission !== undefined) before.permission = item.permission
          Object.assign(item, changes)
          return before
        },
        undo: (state, before, { id }) => {
          const item = find(state, id)
          if (item) Object.assign(item, before)
        },
        settled: (state, payload, { id, changes }) => {
          const item = find(state, id)
          if (item && !isOptimistic) Object.assign(item, payload, changes)
          if (state.filter && leavesList(state.filter, changes)) leave(state, id)
        },
      })
      // A delete leaves the video on the page, busy, until the server has taken it.
      addChangeCases(builder, thunks.remove, {
        inFlight: (state) => state.pending,
        key: (id) => id,
        apply: () => ({}),
        undo: () => undefined,
        settled: (state, _, id) => leave(state, id),
      })
      builder.addCase(sessionEnded, initialState)
    },
  })
  rootReducer.inject(slice)

  return {
    ...thunks,
    pageSize,
    leavesList,
    selectList: (state: ReturnType<typeof rootReducer>, filter: VideoFilter) => {
      const list = state[name]
      return list && sameList(list.filter, filter) ? list : null
    },
  }
}

/** What the screens use of a list. */
export type VideoList = ReturnType<typeof createVideoList>
