// A call sent before the app's code has finished loading, for the thunk that would send it to
// take (src/app/early-calls.ts). The thunk takes the answer only when it would have sent the same
// call, named by the same key, with the token stored now; once. Otherwise it sends its own and
// the early answer is dropped, so what the app shows never depends on the early guess.
import { readToken } from './session-token'

export interface EarlyCall<T> {
  /** Sends `call` now, under `key` and the stored token (whose header the API client adds). */
  send(key: string, call: () => Promise<T>): void
  /** The early answer when it was sent under `key` and the token stored now; undefined else. */
  take(key: string): Promise<T> | undefined
  /** For tests: a new page load. */
  forget(): void
}

export function earlyCall<T>(): EarlyCall<T> {
  let early: { key: string; answer: Promise<T> } | undefined
  const withToken = (key: string) => JSON.stringify([key, readToken()])
  return {
    send(key, call) {
      const answer = call()
      // Whoever takes the answer sees its failure; one nobody takes is no error of the page's.
      answer.catch(() => {})
      early = { key: withToken(key), answer }
    },
    take(key) {
      const taken = early
      early = undefined
      return taken?.key === withToken(key) ? taken.answer : undefined
    },
    forget() {
      early = undefined
    },
  }
}
