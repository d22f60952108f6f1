// Vitest set-up: DOM matchers, the mock API's handlers over msw/node (an unexpected request
// fails the test), a fresh database, faults, mail and storage for every test. Every test starts
// with the age gate answered, as the browser journeys do (skipAgeGate): a store made without the
// answer queues the gate before every other modal. The gate's own tests remove it.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetDb } from '../mock-api/db'
import { clearFaults } from '../mock-api/faults'
import { clearMail } from '../mock-api/mail-log'
import { handlers } from '../mock-api/handlers'

export const server = setupServer(...handlers)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => window.localStorage.setItem('is18', 'true'))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetDb()
  clearFaults()
  clearMail()
  window.localStorage.clear()
})
afterAll(() => server.close())
