import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { addAgeGateListeners } from '../features/age-gate/age-gate-listeners'
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
    // The extension reads the whole state, the session's token with it: a developer's tool.
    devTools: import.meta.env.DEV,
  })
  const startListening = listener.startListening as AppStartListening
  addAgeGateListeners(startListening)
  addAuthListeners(startListening)
  addErrorListeners(startListening)
  addFeedListeners(startListening)
  // The analytics listener knows the actions of every feature, screens loaded later included:
  // it loads beside start-up, out of Home's first render. Start-up waits for it before the app
  // is initialised (init.ts), so every action it records comes after it listens. Without its
  // chunk (offline before the worker has it) this visit records no analytics.
  const analyticsReady: Promise<void> = import('../features/analytics/analytics-listeners').then(
    (analytics) => analytics.default(startListening),
    () => undefined,
  )
  return Object.assign(store, { analyticsReady })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
