// The four ways a call can go wrong, as the browser journeys name them: the mock's own 500 and
// its 200 with a body that is not JSON (mock-api/faults.ts, one call each), an answer held until
// the test lets it through (tests/held-calls.ts), and a call that never reaches the server until
// the network comes back.
import { http, HttpResponse } from 'msw'
import { addFault, INJECTED_FAULT_MESSAGE } from '../mock-api/faults'
import { holdCalls } from './held-calls'
import { server } from './mock-server'

export type FaultKind = '500' | 'malformed' | 'late' | 'offline'

export const FAULT_KINDS: readonly FaultKind[] = ['500', 'malformed', 'late', 'offline']

/** The message the mock's injected 500 carries. */
export const FAULT_MESSAGE = INJECTED_FAULT_MESSAGE

export const faultNames: Record<FaultKind, string> = {
  '500': 'a 500',
  malformed: 'a body that is not JSON',
  late: 'a late answer',
  offline: 'no network',
}

type Method = 'get' | 'post' | 'put' | 'delete'

export interface BrokenCall {
  /** A late answer: lets it through. */
  release(): void
  /** No network: the network is back. */
  reconnect(): void
  /** A late answer: how many calls wait. */
  readonly waiting: number
}

/** Makes the next call to `method path` (the path under /api/v1) fail the `kind` way. */
export function breakCall(path: string, kind: FaultKind, method: Method = 'get'): BrokenCall {
  const none = { release() {}, reconnect() {}, waiting: 0 }
  const fullPath = `/api/v1${path}`
  switch (kind) {
    case '500':
      addFault({ path: fullPath, method, status: 500, message: FAULT_MESSAGE, times: 1 })
      return none
    case 'malformed':
      addFault({ path: fullPath, method, malformed: true, times: 1 })
      return none
    case 'late': {
      const held = holdCalls(path, method)
      return {
        ...none,
        release: () => held.release(),
        get waiting() {
          return held.waiting
        },
      }
    }
    case 'offline': {
      let offline = true
      server.use(http[method](`*${fullPath}`, () => (offline ? HttpResponse.error() : undefined)))
      return { ...none, reconnect: () => void (offline = false) }
    }
  }
}
