// The fake analytics sink of unit tests: every event the app hands to `track`
// (src/lib/analytics.ts), in order, with its properties. `track` itself still runs and, under
// jsdom's localhost, sends nothing; src/lib/analytics.test.ts proves what it sends on a public
// host with a key. Spies are restored after each test (restoreMocks).
import { vi } from 'vitest'
import * as analytics from '../src/lib/analytics'

export function recordAnalytics() {
  const track = vi.spyOn(analytics, 'track')
  return {
    /** The events' names, in the order they were recorded. */
    names: () => track.mock.calls.map(([event]) => event),
    /** [event, props] pairs, props left out when there were none. */
    events: () => track.mock.calls.map((call) => [...call]),
  }
}
