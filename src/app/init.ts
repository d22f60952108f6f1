// Start-up: settings, then auth status, then initialised. Failures are only logged; the app
// renders either way. Opened on Home, the feed's first page is asked for at the same time: what
// the viewer waits for first should not queue behind start-up. Opened on a shared video's link,
// that page starts with the video. `appInitialised` marks the start, once per app start, after
// the auth status is known and once the analytics listener listens (it records the `session`
// event on it): not from a component, which route changes and StrictMode would run again.
import { paths } from '../config/paths'
import { checkAuthStatus } from '../features/auth/auth-slice'
import { fetchFeedPage } from '../features/feed/feed-thunks'
import { openSharedVideo } from '../features/feed/shared-video'
import { appInitialised, fetchSettings } from '../features/settings/settings-slice'
import { nextTask } from '../lib/next-task'
import type { AppStore } from './store'

function logFailure(result: { type: string; payload?: unknown; error?: unknown }) {
  if (result.type.endsWith('/rejected')) {
    console.error('Start-up step failed:', result.type, result.payload ?? result.error)
  }
}

/** `pathname`: the page the app opens on; `sharedVideoId`: the video its link named. */
export async function initApp(
  store: AppStore,
  pathname?: string,
  sharedVideoId?: string | null,
): Promise<void> {
  if (pathname === paths.home) {
    if (sharedVideoId) void store.dispatch(openSharedVideo(sharedVideoId))
    else void store.dispatch(fetchFeedPage())
    // The feed's request is on its way; the rest of start-up runs in a task of its own.
    await nextTask()
  }
  logFailure(await store.dispatch(fetchSettings()))
  logFailure(await store.dispatch(checkAuthStatus()))
  await store.analyticsReady
  store.dispatch(appInitialised())
}
