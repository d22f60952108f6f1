// GET /auth-status, sent before the rest of the app has started (src/app/early-calls.ts), in
// start-up's order: once the early settings have answered, whatever their answer. Start-up's own
// check takes the answer when it would ask with the same token (lib/early-call.ts).
import { fetchAuthStatus } from '../../api/auth'
import type { User } from '../../api/types'
import { earlyCall } from '../../lib/early-call'

const authStatus = earlyCall<User | null>()

/** Sends it once `settings` (the early settings' answer) has settled. */
export function sendAuthStatusAfter(settings: Promise<unknown>): void {
  const send = () => {
    authStatus.send('auth-status', () => fetchAuthStatus())
  }
  settings.then(send, send)
}

/** The early answer, if it was sent with the token stored now; taken once. */
export const takeAuthStatus = () => authStatus.take('auth-status')

/** For tests: a new page load. */
export const forgetAuthStatus = () => authStatus.forget()
