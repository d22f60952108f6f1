// GET /settings, the first step of start-up, sent before the rest of the app has started
// (src/app/early-calls.ts); start-up's own call takes the answer (lib/early-call.ts).
import { fetchSettings } from '../../api/settings'
import type { AppSettings } from '../../api/types'
import { earlyCall } from '../../lib/early-call'

const settings = earlyCall<AppSettings>()

/** Sends it; its answer, which the auth status's call follows (early-calls.ts). */
export function sendSettings(): Promise<AppSettings> {
  const answer = fetchSettings()
  settings.send('settings', () => answer)
  return answer
}

/** The early answer, if it was sent with the token stored now; taken once. */
export const takeSettings = () => settings.take('settings')

/** For tests: a new page load. */
export const forgetSettings = () => settings.forget()
