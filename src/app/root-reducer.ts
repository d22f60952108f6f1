// The store's reducer: the slices every screen needs from the start, and room for the slices
// only some screens need (wallet, profile), which inject themselves when their screens load so
// they stay out of Home's first load.
import { combineSlices } from '@reduxjs/toolkit'
import { authSlice } from '../features/auth/auth-slice'
import { feedSlice } from '../features/feed/feed-slice'
import { modalsSlice } from '../features/modals/modals-slice'
import { settingsSlice } from '../features/settings/settings-slice'

/** Filled by each lazy slice's module (`declare module`), with `WithSlice<typeof slice>`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  authSlice,
  feedSlice,
  modalsSlice,
  settingsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>()
