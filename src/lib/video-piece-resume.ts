// A piece of video the network failed to bring, asked for again. A phone's link drops for a
// moment (a tunnel, a lift, a hand-over between cells), and a media element whose answer fails
// stops with an error at once, though it holds seconds it could still play; the feed can then
// only load it again from its start. So the service worker (video-pacing-worker.ts) asks again
// for what is missing, a while later each time, as long as the element still wants it: the
// element plays what it has, then waits for data (the feed's spinner), and goes on where it was
// once the link is back. After RESUME_FOR_MS it lets the failure through.

import { rangeOf } from './byte-ranges'

/** The waits before each new attempt, ms; the last one repeats. */
export const RESUME_DELAYS_MS = [250, 500, 1_000, 2_000]
/** How long a piece is asked for again before its failure goes to the element. */
export const RESUME_FOR_MS = 60_000

export interface ResumeDeps {
  now: () => number
  /** The network's answer to `bytes=start-end`; rejects when the network fails. */
  fetchRange: (start: number, end: number, signal?: AbortSignal) => Promise<Response>
}

/** Resolves after `ms`, or at once when `signal` aborts. */
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done)
  })

/**
 * Asks the network for `bytes=start-end` again after `failure`, until it answers, `signal`
 * aborts or RESUME_FOR_MS have passed since `since` (then the last failure is thrown).
 */
export async function fetchAgain(
  deps: ResumeDeps,
  range: { start: number; end: number },
  failure: unknown,
  { since, signal }: { since: number; signal?: AbortSignal },
): Promise<Response> {
  let last = failure
  for (let attempt = 0; ; attempt += 1) {
    const delay = RESUME_DELAYS_MS[Math.min(attempt, RESUME_DELAYS_MS.length - 1)]!
    if (signal?.aborted || deps.now() + delay - since > RESUME_FOR_MS) throw last
    await pause(delay, signal)
    if (signal?.aborted) throw last
    try {
      return await deps.fetchRange(range.start, range.end, signal)
    } catch (error) {
      last = error
    }
  }
}

/** Whether `answer` holds `bytes=start-end` exactly. */
function holdsRange(answer: Response, start: number, end: number): boolean {
  const range = rangeOf(answer)
  return range?.start === start && range.end === end
}

/**
 * The body of the piece `bytes=start-end`, which `first` begins: where it fails or ends short,
 * the rest is asked for again (fetchAgain) and the body goes on from there. `onResumed` is told
 * each time. Cancelled by its reader, it asks for nothing more.
 */
export function resumingBody(
  deps: ResumeDeps,
  first: ReadableStream<Uint8Array>,
  { start, end, onResumed }: { start: number; end: number; onResumed: () => void },
): ReadableStream<Uint8Array> {
  let reader = first.getReader()
  let received = 0
  const stop = new AbortController()
  const length = end - start + 1

  /** The rest from the network again, or the failure once it has been asked for long enough. */
  const resume = async (failure: unknown, since: number) => {
    const from = start + received
    for (;;) {
      const answer = await fetchAgain(deps, { start: from, end }, failure, {
        since,
        signal: stop.signal,
      })
      if (holdsRange(answer, from, end) && answer.body) {
        onResumed()
        return answer.body.getReader()
      }
      // Another answer (a 200 of the whole file, a 5xx from a busy server): not the rest.
      void answer.body?.cancel()
      failure = new TypeError(`No rest of the piece in a ${answer.status}`)
    }
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const since = deps.now()
      for (;;) {
        let failure: unknown
        try {
          const { done, value } = await reader.read()
          if (!done) {
            received += value.byteLength
            controller.enqueue(value)
            return
          }
          if (received >= length) {
            controller.close()
            return
          }
          failure = new TypeError('The piece ended short')
        } catch (error) {
          failure = error
        }
        if (stop.signal.aborted) return
        try {
          reader = await resume(failure, since)
        } catch (error) {
          controller.error(error)
          return
        }
      }
    },
    cancel(reason) {
      stop.abort()
      // The body it read last may have failed already: there is nothing left to cancel.
      return reader.cancel(reason).catch(() => {})
    },
  })
}
