// Calls the test holds instead of waiting on the clock: a held call waits until `release()`,
// then the mock's own handlers answer it as usual. What a screen shows while it waits is checked
// in between.
import { http } from 'msw'
import { server } from './mock-server'

type Method = 'get' | 'post' | 'put' | 'delete'

export interface HeldCalls {
  /** How many calls have arrived and wait. */
  readonly waiting: number
  /** Lets every held call through, and those still to come. */
  release(): void
}

/** Holds the calls to `method path` (the path under /api/v1, e.g. '/wallet'). */
export function holdCalls(path: string, method: Method = 'get'): HeldCalls {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let waiting = 0
  server.use(
    http[method](`*/api/v1${path}`, async () => {
      waiting += 1
      await gate
      waiting -= 1
      return undefined // on to the mock's own handlers
    }),
  )
  return {
    get waiting() {
      return waiting
    },
    release,
  }
}
