// The mock API's handlers over msw/node, one server per test worker. The set-up file
// (tests/setup.ts) runs again for every test file; this module runs once per worker, so every
// file, and every helper that listens to the server's events, shares the one server.
import { setupServer } from 'msw/node'
import { handlers } from '../mock-api/handlers'

export const server = setupServer(...handlers)

// An unexpected request fails the test that made it. Never closed: the worker's end closes it.
server.listen({ onUnhandledRequest: 'error' })
