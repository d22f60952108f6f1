// Feed state (SPEC.md §3). The feed screen and its thunks arrive with the feed issue.
import { createSlice } from '@reduxjs/toolkit'
import { FEED_PAGE_SIZE } from '../../api/items'
import type { FeedFilter, FeedItem, Metadata } from '../../api/types'
import { sessionEnded } from '../auth/auth-slice'

export interface FeedState {
  items: FeedItem[]
  page: number
  pageLimit: number
  filter: FeedFilter
  hasMore: boolean
  isLoading: boolean
  /** by video id */
  metadata: Record<string, Metadata>
  userLikedVideos: FeedItem[]
  userLastViewedVideo: string
  isMetadataLoading: boolean
}

export const initialFeedState: FeedState = {
  items: [],
  page: 0,
  pageLimit: FEED_PAGE_SIZE,
  filter: 'default',
  hasMore: true,
  isLoading: false,
  metadata: {},
  userLikedVideos: [],
  userLastViewedVideo: '',
  isMetadataLoading: false,
}

export const feedSlice = createSlice({
  name: 'feed',
  initialState: initialFeedState,
  reducers: {},
  extraReducers: (builder) => {
    // Logout fully resets the feed (SPEC.md §4).
    builder.addCase(sessionEnded, () => initialFeedState)
  },
  selectors: {
    selectFeedFilter: (state) => state.filter,
  },
})

export const { selectFeedFilter } = feedSlice.selectors
