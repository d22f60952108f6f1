// What a new page load starts afresh, for every test: the mock API's state, storage, the address,
// the page's body, the toasts, fake timers and spies, and window's listeners of other tabs and of
// the network. The test files of a worker may share their modules (vite.config.ts): the app's own
// module state is reset by tests/app-modules.ts.
import { vi } from 'vitest'
import { resetDb } from '../mock-api/db'
import { clearFaults } from '../mock-api/faults'
import { clearMail } from '../mock-api/mail-log'
import { setMediaCors } from '../mock-api/media-urls'

// Every store whose start-up ran listens on window, for as long as the page lives, to the other
// tabs (`storage`, src/features/auth/session-sync.ts) and to the network (`online`, `offline`,
// src/features/feed/feed-offline-listeners.ts): a new page has none of those listeners.
const PAGE_LIFETIME_EVENTS = new Set(['storage', 'online', 'offline'])
const pageListeners: [string, EventListenerOrEventListenerObject][] = []
const addWindowListener = window.addEventListener.bind(window)
window.addEventListener = ((...args: Parameters<typeof window.addEventListener>) => {
  const [type, listener] = args
  if (PAGE_LIFETIME_EVENTS.has(type) && listener) pageListeners.push([type, listener])
  addWindowListener(...args)
}) as typeof window.addEventListener

/** Call after the page is unmounted (Testing Library's cleanup). */
export async function startFreshPage(): Promise<void> {
  vi.useRealTimers()
  // Before the address is reset: a test may have replaced the history's methods.
  vi.restoreAllMocks()

  resetDb()
  clearFaults()
  clearMail()
  setMediaCors(true)

  for (const [type, listener] of pageListeners.splice(0)) window.removeEventListener(type, listener)
  // What a test put on the page besides what Testing Library rendered (index.html's root).
  document.body.replaceChildren()
  window.localStorage.clear()
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/')

  // A toast asked for with no container mounted waits in react-toastify's queue for the next
  // container: the next test's. Toasts asked for before now reach the queue first (their import
  // resolved earlier), then go with it.
  const { toast } = await import('react-toastify/unstyled')
  toast.dismiss()
}
