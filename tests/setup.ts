// Vitest set-up, run before every test file: DOM matchers, the mock API's handlers over msw/node
// (one server per worker, tests/mock-server.ts: an unexpected request fails the test), and every
// test starting on a new page. The app's test files share their modules within a worker
// (vite.config.ts), so what a page load would start afresh is reset after every test, here: the
// mock's database, faults and mail, storage, the address, the page and the toasts
// (tests/fresh-page.ts), and, where modules are shared, the app's own module state
// (tests/shared-modules-setup.ts, tests/app-modules.ts).
// Every test starts with the age gate answered, as the browser journeys do (skipAgeGate): a store
// made without the answer queues the gate before every other modal. The gate's own tests remove
// it.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { storageKeys } from '../src/lib/storage'
import { startFreshPage } from './fresh-page'
import { server } from './mock-server'

export { server }

beforeEach(() => window.localStorage.setItem(storageKeys.is18, 'true'))
afterEach(async () => {
  cleanup()
  server.resetHandlers()
  await startFreshPage()
})
