import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { authSlice } from '../features/auth/auth-slice'
import { addErrorListeners } from '../features/errors/error-listener'
import { errorsSlice } from '../features/errors/errors-slice'
import { addFeedListeners } from '../features/feed/feed-listeners'
import { feedSlice } from '../features/feed/feed-slice'
import { modalsSlice } from '../features/modals/modals-slice'
import { profileSlice } from '../features/profile/profile-slice'
import { settingsSlice } from '../features/settings/settings-slice'
import { walletSlice } from '../features/wallet/wallet-slice'
import type { AppStartListening } from './hooks'

const rootReducer = combineSlices(
  authSlice,
  feedSlice,
  profileSlice,
  walletSlice,
  modalsSlice,
  settingsSlice,
  errorsSlice,
)

export type RootState = ReturnType<typeof rootReducer>

export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware()
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  })
  const startListening = listener.startListening as AppStartListening
  addErrorListeners(startListening)
  addFeedListeners(startListening)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
