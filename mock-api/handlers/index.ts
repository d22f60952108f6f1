// Every MSW handler of the mock API (API.md #1-#36 and the test control routes).
import type { RequestHandler } from 'msw'

export const handlers: RequestHandler[] = []
