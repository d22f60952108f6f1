// Profile state (SPEC.md §3). The profile screens and thunks arrive with the profile issue.
import { createSlice } from '@reduxjs/toolkit'
import type { FeedItem, Link, PublicUser, Statistic } from '../../api/types'
import { sessionEnded } from '../auth/auth-slice'

export interface ProfileState {
  userdata: PublicUser | null
  links: Link[]
  statistic: Statistic | null
  videoCounts: number
  videos: FeedItem[]
  isLoading: boolean
}

export const initialProfileState: ProfileState = {
  userdata: null,
  links: [],
  statistic: null,
  videoCounts: 0,
  videos: [],
  isLoading: false,
}

export const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialProfileState)
  },
  selectors: {
    selectProfileUser: (state) => state.userdata,
  },
})

export const { selectProfileUser } = profileSlice.selectors
