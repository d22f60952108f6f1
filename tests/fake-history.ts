// A browser's session history for jsdom, whose history.back() does nothing: entries with their
// state, pushState cutting off the forward ones, and Back as a later task that fires popstate, as
// browsers do. Back goes to the entry before the one current when it was asked for, even if a
// push came in between: one order a browser may take, and the one that punishes such a push.
// Installed on window.history for one test (the spies are restored after it).
import { vi } from 'vitest'

export type Entry = Record<string, unknown>

export function fakeHistory(first: Entry) {
  const entries: Entry[] = [first]
  let index = 0
  let traversing = 0
  const go = (delta: number) => {
    traversing += 1
    const next = index + delta
    setTimeout(() => {
      traversing -= 1
      if (next < 0 || next >= entries.length) return
      index = next
      window.dispatchEvent(new PopStateEvent('popstate', { state: entries[index] }))
    })
  }
  vi.spyOn(window.history, 'state', 'get').mockImplementation(() => entries[index])
  vi.spyOn(window.history, 'pushState').mockImplementation((state: Entry) => {
    entries.splice(index + 1, Infinity, state)
    index += 1
  })
  vi.spyOn(window.history, 'replaceState').mockImplementation((state: Entry) => {
    entries[index] = state
  })
  vi.spyOn(window.history, 'back').mockImplementation(() => go(-1))

  return {
    /** The entries up to the current one, oldest first: what Back can still reach. */
    behind: () => entries.slice(0, index + 1),
    current: (): Entry => entries[index] ?? {},
    /** The user presses the browser's (or the phone's) Back. */
    pressBack: () => go(-1),
    /** Waits until the history is still: queued work has run and every Back has arrived. */
    settled: async () => {
      do {
        await new Promise((resolve) => setTimeout(resolve))
      } while (traversing > 0)
    },
  }
}
