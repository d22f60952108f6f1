// First: the calls start-up waits for go out before the rest of the app's code is evaluated.
import { marketingRedirect } from './app/early-calls'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProvider } from './app/provider'
import { AppRouter } from './app/router'
import { initApp } from './app/init'
import { makeStore } from './app/store'
import { bandwidthMeasured } from './features/settings/settings-slice'
import { takeLinkedVideoId } from './config/video-link'
import { whenFirstScreenShown } from './lib/first-screen'
import { listenForInstallPrompt } from './lib/install-prompt'
import { nextTask } from './lib/next-task'
import './styles/global.css'

// Before anything awaits: the browser may offer installing as soon as the page loads.
listenForInstallPrompt()

async function boot() {
  if (marketingRedirect) {
    window.location.replace(marketingRedirect)
    return
  }
  // The modules were evaluated in one task; the store and start-up begin in the next.
  await nextTask()
  const store = makeStore()
  // Building the store runs every reducer for the first time; the feed's request goes in the next.
  await nextTask()
  // index.html shows the splash until this first render replaces it.
  // Read before the router starts, which then sees the address without the video's id.
  const sharedVideoId = takeLinkedVideoId()
  await initApp(store, window.location.pathname, sharedVideoId)
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  const root = createRoot(container)
  // A transition: React renders the first screen in slices that leave the main thread free, not
  // in one long task, and swaps the splash for it once it is complete.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider store={store}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  )
  const shown = whenFirstScreenShown()
  // In its own chunk, once the first screen is on show: the worker is not needed to show it, and
  // its precache of every chunk would share a slow link with what the viewer waits for.
  // Best effort: a chunk that fails to load (Firefox fails it when the page is left meanwhile)
  // costs only this visit's worker update, and must not surface as an uncaught error.
  void shown
    .then(() => import('./lib/pwa'))
    .then(({ startServiceWorker }) => startServiceWorker())
    .catch((error: unknown) => console.warn('The service worker was not started:', error))
  // The feed's `mbps` follows what the link gives from then on (it sees the media that arrived
  // before too); without its chunk the browser's own guess stands.
  void shown
    .then(() => import('./lib/media-bandwidth'))
    .then(({ watchMediaBandwidth }) =>
      watchMediaBandwidth((mbps) => store.dispatch(bandwidthMeasured(mbps))),
    )
    .catch(() => {})
}

void boot()
