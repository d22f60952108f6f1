// My Videos: one page of the creator's own videos at a time (5, react-paginate), the total count, and the changes in flight, so a video's switch and delete
// are disabled while its call runs.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import type { FeedItem, VideoStatus } from '../../api/types'
import { rootReducer } from '../../app/root-reducer'
import { emptyListPage, type ListPage } from '../../lib/paged-list'
import { addLoadCases } from '../../lib/server-data'
import { sessionEnded } from '../auth/auth-slice'
import { fetchMyVideos, removeVideo, setVideoAccess } from './my-videos-thunks'

export interface MyVideosState extends ListPage<FeedItem> {
  /** Videos with a change or delete in flight. */
  busyIds: string[]
}

const initialState: MyVideosState = { ...emptyListPage<FeedItem>(), busyIds: [] }

const SETTLED: readonly VideoStatus[] = ['DONE', 'ERROR']

export const isSettled = (item: FeedItem) => SETTLED.includes(item.status)

const unbusy = (state: MyVideosState, id: string) => {
  state.busyIds = state.busyIds.filter((busy) => busy !== id)
}

export const myVideosSlice = createSlice({
  name: 'myVideos',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadCases(builder, fetchMyVideos, {
      isQuiet: (arg) => !!arg.quiet,
      started: (state, { page }) => {
        state.page = page
      },
      loaded: (state, payload, { page }) => {
        state.page = page
        state.items = payload.items ?? []
        state.count = payload.count ?? state.items.length
      },
      failed: (state) => {
        state.items = []
      },
    })
    builder
      .addCase(setVideoAccess.pending, (state, { meta }) => {
        state.busyIds.push(meta.arg.id)
      })
      .addCase(setVideoAccess.fulfilled, (state, { payload, meta }) => {
        unbusy(state, meta.arg.id)
        const index = state.items.findIndex((item) => item.id === meta.arg.id)
        const current = state.items[index]
        if (current)
          state.items[index] = { ...current, ...payload, permission: meta.arg.permission }
      })
      .addCase(setVideoAccess.rejected, (state, { meta }) => unbusy(state, meta.arg.id))
      .addCase(removeVideo.pending, (state, { meta }) => {
        state.busyIds.push(meta.arg)
      })
      .addCase(removeVideo.fulfilled, (state, { meta }) => {
        unbusy(state, meta.arg)
        state.items = state.items.filter((item) => item.id !== meta.arg)
      })
      .addCase(removeVideo.rejected, (state, { meta }) => unbusy(state, meta.arg))
      .addCase(sessionEnded, () => initialState)
  },
  selectors: {
    selectMyVideos: (state) => state,
    selectHasProcessing: (state) => state.items.some((item) => !isSettled(item)),
  },
})

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof myVideosSlice> {}
}

// Injected when My Videos loads: Home's first load goes without it.
const injectedMyVideos = myVideosSlice.injectInto(rootReducer)

export const { selectMyVideos, selectHasProcessing } = injectedMyVideos.selectors
