// Every MSW handler of the mock API: fault injection first, then every API call, then the test
// control routes.
import type { RequestHandler } from 'msw'
import { adminHandlers } from './admin'
import { authHandlers } from './auth'
import { controlHandlers, faultHandler } from './control'
import { creatorHandlers } from './creator'
import { itemHandlers } from './items'
import { profileHandlers } from './profile'

export const handlers: RequestHandler[] = [
  faultHandler,
  ...authHandlers,
  ...profileHandlers,
  ...itemHandlers,
  ...creatorHandlers,
  ...adminHandlers,
  ...controlHandlers,
]
