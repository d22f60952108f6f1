// Start-up (SPEC.md §1): settings, then auth status, then initialised. Failures are only
// logged; the app renders either way.
import { checkAuthStatus } from '../features/auth/auth-slice'
import { appInitialised, fetchSettings } from '../features/settings/settings-slice'
import type { AppStore } from './store'

function logFailure(result: { type: string; payload?: unknown; error?: unknown }) {
  if (result.type.endsWith('/rejected')) {
    console.error('Start-up step failed:', result.type, result.payload ?? result.error)
  }
}

export async function initApp(store: AppStore): Promise<void> {
  logFailure(await store.dispatch(fetchSettings()))
  logFailure(await store.dispatch(checkAuthStatus()))
  store.dispatch(appInitialised())
}
