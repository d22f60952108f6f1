import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { addAuthListeners } from '../features/auth/auth-listeners'
import { addErrorListeners } from '../features/errors/error-listener'
import { addFeedListeners } from '../features/feed/feed-listeners'
import type { AppStartListening } from './hooks'
import { rootReducer } from './root-reducer'

export type RootState = ReturnType<typeof rootReducer>

export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware()
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  })
  const startListening = listener.startListening as AppStartListening
  addAuthListeners(startListening)
  addErrorListeners(startListening)
  addFeedListeners(startListening)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
