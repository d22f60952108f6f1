// Every MSW handler of the mock API: fault injection first, then the session check (a token the
// API does not know is answered 401 on any call), then every API call, then the test control
// routes.
import type { RequestHandler } from 'msw'
import { adminHandlers } from './admin'
import { authHandlers } from './auth'
import { controlHandlers, faultHandler } from './control'
import { creatorHandlers } from './creator'
import { itemHandlers } from './items'
import { profileHandlers } from './profile'
import { refuseUnknownToken } from './respond'

export const handlers: RequestHandler[] = [
  faultHandler,
  refuseUnknownToken,
  ...authHandlers,
  ...profileHandlers,
  ...itemHandlers,
  ...creatorHandlers,
  ...adminHandlers,
  ...controlHandlers,
]
