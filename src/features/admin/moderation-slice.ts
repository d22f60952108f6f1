// The admin video lists (video moderation, all videos, one user's videos): one page
// of 10 at a time of one list, its total count, and the changes in flight. Verify and Paid show
// at once and are put back if the call fails; a video that no longer matches the list (verified
// on the moderation list) or is deleted leaves the page when the server says so.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import type { FeedItem } from '../../api/types'
import { rootReducer } from '../../app/root-reducer'
import { emptyListPage, type ListPage } from '../../lib/paged-list'
import { addLoadCases } from '../../lib/server-data'
import { sessionEnded } from '../auth/auth-slice'
import {
  deleteAdminVideo,
  fetchAdminVideos,
  leavesList,
  updateAdminVideo,
  type AdminVideoChanges,
  type AdminVideoFilter,
} from './moderation-thunks'

export interface ModerationState extends ListPage<FeedItem> {
  /** The list the page belongs to; null before the first load. */
  filter: AdminVideoFilter | null
  /** Videos with a change or delete in flight (ids are global, so they outlive a list). */
  busyIds: string[]
  /** What each change in flight replaced, to put back if it fails. */
  undo: Record<string, AdminVideoChanges>
}

const initialState: ModerationState = {
  ...emptyListPage<FeedItem>(),
  filter: null,
  busyIds: [],
  undo: {},
}

export const sameList = (a: AdminVideoFilter | null, b: AdminVideoFilter) =>
  a !== null && a.owner === b.owner && a.isVerified === b.isVerified

const unbusy = (state: ModerationState, id: string) => {
  state.busyIds = state.busyIds.filter((busy) => busy !== id)
  delete state.undo[id]
}

const leave = (state: ModerationState, id: string) => {
  const before = state.items.length
  state.items = state.items.filter((item) => item.id !== id)
  if (state.items.length < before) state.count = Math.max(0, state.count - 1)
}

export const moderationSlice = createSlice({
  name: 'moderation',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadCases(builder, fetchAdminVideos, {
      isQuiet: (arg) => !!arg.quiet,
      started: (state, arg) => {
        // Another list never shows under this one's heading, even for a moment.
        if (!sameList(state.filter, arg))
          Object.assign(state, { items: [], count: 0, isLoaded: false })
        state.filter = { owner: arg.owner, isVerified: arg.isVerified }
        state.page = arg.page
      },
      loaded: (state, payload) => {
        // A video whose change is in flight keeps what the user sees until the change settles.
        const shown = new Map(state.items.map((item) => [item.id, item]))
        state.items = (payload.items ?? []).map((item) =>
          state.busyIds.includes(item.id) ? (shown.get(item.id) ?? item) : item,
        )
        state.count = payload.count ?? state.items.length
      },
      failed: (state) => {
        state.items = []
      },
    })
    builder
      .addCase(updateAdminVideo.pending, (state, { meta: { arg } }) => {
        state.busyIds.push(arg.id)
        const item = state.items.find(({ id }) => id === arg.id)
        if (!item) return
        const undo: AdminVideoChanges = {}
        if (arg.changes.isVerified !== undefined) undo.isVerified = item.isVerified
        if (arg.changes.permission !== undefined) undo.permission = item.permission
        state.undo[arg.id] = undo
        Object.assign(item, arg.changes)
      })
      .addCase(updateAdminVideo.fulfilled, (state, { meta: { arg } }) => {
        unbusy(state, arg.id)
        if (state.filter && leavesList(state.filter, arg.changes)) leave(state, arg.id)
      })
      .addCase(updateAdminVideo.rejected, (state, { meta: { arg } }) => {
        const item = state.items.find(({ id }) => id === arg.id)
        if (item) Object.assign(item, state.undo[arg.id])
        unbusy(state, arg.id)
      })
      .addCase(deleteAdminVideo.pending, (state, { meta }) => {
        state.busyIds.push(meta.arg)
      })
      .addCase(deleteAdminVideo.fulfilled, (state, { meta }) => {
        unbusy(state, meta.arg)
        leave(state, meta.arg)
      })
      .addCase(deleteAdminVideo.rejected, (state, { meta }) => unbusy(state, meta.arg))
      .addCase(sessionEnded, () => initialState)
  },
  selectors: {
    /** The list's state when it holds `filter`'s list, else null (another list, or none yet). */
    selectAdminVideoList: (state, filter: AdminVideoFilter) =>
      sameList(state.filter, filter) ? state : null,
  },
})

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof moderationSlice> {}
}

// Injected when an admin video list loads: Home's first load goes without it.
const injectedModeration = moderationSlice.injectInto(rootReducer)

export const { selectAdminVideoList } = injectedModeration.selectors
