// Profile state (SPEC.md §3, §4): the profile on screen and, for its owner, the videos they
// unlocked, liked and favourited. Loading a profile clears the previous one and shows loading;
// a failure resets it (a 404 is 'Profile not found'); an answer for a profile no longer asked
// for is dropped.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { isApiErrorPayload } from '../../api/api-error'
import type { FeedItem, Link, PublicUser, Statistic } from '../../api/types'
import { rootReducer } from '../../app/root-reducer'
import { sessionEnded, sessionStarted } from '../auth/auth-slice'
import { fetchOwnVideos, fetchProfile } from './profile-thunks'

export interface OwnVideos {
  purchases: FeedItem[]
  liked: FeedItem[]
  favorites: FeedItem[]
  isLoading: boolean
  error: string | null
}

export interface ProfileState {
  userdata: PublicUser | null
  links: Link[]
  statistic: Statistic | null
  videoCounts: number
  videos: FeedItem[]
  isLoading: boolean
  /** The profile asked for last. */
  username: string | null
  isNotFound: boolean
  /** The last failure's message (not a 404); null when the last load worked. */
  error: string | null
  requestId: string | null
  own: OwnVideos
}

export const initialProfileState: ProfileState = {
  userdata: null,
  links: [],
  statistic: null,
  videoCounts: 0,
  videos: [],
  isLoading: false,
  username: null,
  isNotFound: false,
  error: null,
  requestId: null,
  own: { purchases: [], liked: [], favorites: [], isLoading: false, error: null },
}

const messageOf = (payload: unknown, fallback: string | undefined) =>
  (isApiErrorPayload(payload) ? payload.message : fallback) ?? ''

export const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchProfile.pending, (state, { meta }) => ({
        ...initialProfileState,
        own: state.own,
        isLoading: true,
        username: meta.arg,
        requestId: meta.requestId,
      }))
      .addCase(fetchProfile.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.requestId) return
        state.requestId = null
        state.isLoading = false
        state.userdata = payload.userdata
        state.links = payload.links ?? []
        state.statistic = payload.statistic ?? null
        state.videos = payload.videos ?? []
        state.videoCounts = payload.videoCounts ?? state.videos.length
      })
      .addCase(fetchProfile.rejected, (state, { payload, error, meta }) => {
        if (meta.requestId !== state.requestId) return
        const isNotFound = isApiErrorPayload(payload) && payload.status === 404
        return {
          ...initialProfileState,
          own: state.own,
          username: meta.arg,
          isNotFound,
          error: isNotFound ? null : messageOf(payload, error.message),
        }
      })
      .addCase(fetchOwnVideos.pending, (state) => {
        state.own.isLoading = true
        state.own.error = null
      })
      .addCase(fetchOwnVideos.fulfilled, (state, { payload }) => {
        state.own = { ...payload, isLoading: false, error: null }
      })
      .addCase(fetchOwnVideos.rejected, (state, { payload, error }) => {
        state.own = { ...initialProfileState.own, error: messageOf(payload, error.message) }
      })
      .addCase(sessionEnded, () => initialProfileState)
      .addCase(sessionStarted, () => initialProfileState)
  },
  selectors: {
    selectProfile: (state) => state,
    selectProfileUser: (state) => state.userdata,
    selectOwnVideos: (state) => state.own,
  },
})

// Declaration merging: the root reducer's state learns this slice's key and shape.
declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof profileSlice> {}
}

// Injected when the profile's code loads: Home's first load goes without it.
const injectedProfile = profileSlice.injectInto(rootReducer)

export const { selectProfile, selectProfileUser, selectOwnVideos } = injectedProfile.selectors
