// The store's reducer: the slices every screen needs from the start, and room for the slices
// only some screens need (wallet, profile), which inject themselves when their screens load so
// they stay out of Home's first load.
import { combineSlices, type WithSlice } from '@reduxjs/toolkit'
import type { adminUsersSlice } from '../features/admin/admin-users-slice'
import { ageGateSlice } from '../features/age-gate/age-gate-slice'
import { authSlice } from '../features/auth/auth-slice'
import { feedSlice } from '../features/feed/feed-slice'
import { modalsSlice } from '../features/modals/modals-slice'
import type { profileSlice } from '../features/profile/profile-slice'
import type { purchasesSlice } from '../features/purchases/purchases-slice'
import { settingsSlice } from '../features/settings/settings-slice'
import type { uploadSlice } from '../features/studio/upload-slice'
import type { VideoListState } from '../features/video-lists/video-list-slice'
import type { walletSlice } from '../features/wallet/wallet-slice'

/**
 * The slices injected later, each by its own module (`slice.injectInto(rootReducer)`). Only their
 * types are imported here: their code stays in their screens' chunks.
 */
export interface LazyLoadedSlices
  extends
    WithSlice<typeof adminUsersSlice>,
    WithSlice<typeof profileSlice>,
    WithSlice<typeof purchasesSlice>,
    WithSlice<typeof uploadSlice>,
    WithSlice<typeof walletSlice> {
  /** The video lists (`createVideoList`): the admin ones and My Videos. */
  moderation: VideoListState
  myVideos: VideoListState
}

export const rootReducer = combineSlices(
  ageGateSlice,
  authSlice,
  feedSlice,
  modalsSlice,
  settingsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>()
