// Profile state: the profile on screen and, for its owner, the videos they unlocked, liked and
// favourited (docs/api.md, GET /creator-statistic/{username} and the owner's lists). Loading a
// profile clears the previous one and shows loading; a failure resets it and is shown by the
// profile itself ('Profile not found' for a 404, otherwise its error state with a retry); an answer
// for a profile no longer asked for is dropped. A video bought joins the owner's purchases at once;
// whether a video is bought is the purchases slice's, which the grids read.
import { createSlice, type Draft } from '@reduxjs/toolkit'
import { isApiErrorPayload } from '../../api/api-error'
import * as profileApi from '../../api/profile'
import type { FeedItem, Link, PublicUser, Statistic } from '../../api/types'
import { createAppAsyncThunk } from '../../app/hooks'
import { rootReducer } from '../../app/root-reducer'
import { addLoadCases, notLoaded, type Loadable } from '../../lib/server-data'
import { sessionEnded, sessionStarted } from '../auth/auth-slice'
import { videoBought, type Purchase } from '../purchases/purchases-slice'

export interface OwnVideos extends Loadable {
  purchases: FeedItem[]
  liked: FeedItem[]
  favorites: FeedItem[]
}

export interface ProfileState extends Loadable {
  userdata: PublicUser | null
  links: Link[]
  statistic: Statistic | null
  videoCounts: number
  videos: FeedItem[]
  /** A 404: 'Profile not found' (then `error` stays null). */
  isNotFound: boolean
  own: OwnVideos
}

const noOwnVideos = (): OwnVideos => ({ ...notLoaded(), purchases: [], liked: [], favorites: [] })

export const initialProfileState: ProfileState = {
  ...notLoaded(),
  userdata: null,
  links: [],
  statistic: null,
  videoCounts: 0,
  videos: [],
  isNotFound: false,
  own: noOwnVideos(),
}

export const fetchProfile = createAppAsyncThunk(
  'profile/fetchProfile',
  (username: string) => profileApi.fetchCreatorStatistic(username),
  { screenShows: 'every failure' },
)

/** The owner's own lists: what they unlocked, liked and favourited. */
export const fetchOwnVideos = createAppAsyncThunk(
  'profile/fetchOwnVideos',
  async () => {
    const [purchases, liked, favorites] = await Promise.all([
      profileApi.fetchPurchases(),
      profileApi.fetchLikedVideos(),
      profileApi.fetchFavoriteVideos(),
    ])
    return { purchases: purchases.videos, liked: liked.items, favorites: favorites.items }
  },
  { screenShows: 'every failure' },
)

/**
 * The owner's purchases gain a video just bought, first, from the answer after the purchase or
 * from a list that holds it; with neither, the next load of the lists brings it.
 */
function addPurchase(state: Draft<ProfileState>, { id, expiresAt, src, item }: Purchase) {
  const { own } = state
  if (!own.isLoaded) return
  const held = [own.purchases, own.liked, own.favorites, state.videos]
    .flat()
    .find((video) => video.id === id)
  const known = item ?? held
  if (!known) return
  own.purchases = [
    { ...known, src: src || known.src, expiresAt },
    ...own.purchases.filter((video) => video.id !== id),
  ]
}

/** Another profile, or none: nothing of the last one stays; the owner's own lists do. */
const showNothing = (state: ProfileState) =>
  Object.assign(state, { ...initialProfileState, own: state.own })

export const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadCases(builder, fetchProfile, {
      started: showNothing,
      loaded: (state, payload) => {
        state.userdata = payload.userdata
        state.links = payload.links ?? []
        state.statistic = payload.statistic ?? null
        state.videos = payload.videos ?? []
        state.videoCounts = payload.videoCounts ?? state.videos.length
      },
      failed: (state, message, _username, payload) => {
        const isNotFound = isApiErrorPayload(payload) && payload.status === 404
        showNothing(state)
        Object.assign(state, { isNotFound, error: isNotFound ? null : message })
      },
    })
    addLoadCases(builder, fetchOwnVideos, {
      at: (state) => state.own,
      loaded: (state, payload) => Object.assign(state.own, payload),
      failed: (state, message) => {
        state.own = { ...noOwnVideos(), error: message }
      },
    })
    builder
      .addCase(sessionEnded, () => initialProfileState)
      .addCase(sessionStarted, () => initialProfileState)
      .addMatcher(videoBought, (state, { payload }) => addPurchase(state, payload))
  },
  selectors: {
    selectProfile: (state) => state,
    selectOwnVideos: (state) => state.own,
  },
})

// Injected when the profile's code loads: Home's first load goes without it.
export const { selectProfile, selectOwnVideos } = profileSlice.injectInto(rootReducer).selectors
