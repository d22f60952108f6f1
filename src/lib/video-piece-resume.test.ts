import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  fetchAgain,
  RESUME_DELAYS_MS,
  RESUME_FOR_MS,
  resumingBody,
  type ResumeDeps,
} from './video-piece-resume'

/** A file of 100 bytes, 0 to 99. */
const FILE = Uint8Array.from({ length: 100 }, (_, index) => index)
const offline = () => new TypeError('Failed to fetch')

/** The network's 206 of `bytes=start-end` of FILE. */
const piece = (start: number, end: number, body: BodyInit = FILE.slice(start, end + 1)) =>
  new Response(body, {
    status: 206,
    headers: { 'Content-Range': `bytes ${start}-${end}/${FILE.length}` },
  })

/** A body that brings `bytes` and then fails, as a connection that drops midway. */
const cutAfter = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes)
    },
    pull(controller) {
      controller.error(offline())
    },
  })

/** A network that fails while `down()` says so, and otherwise answers from FILE. */
function network(down: () => boolean) {
  const asked: [number, number][] = []
  const deps = {
    now: () => Date.now(),
    fetchRange: vi.fn((start: number, end: number) => {
      asked.push([start, end])
      return down() ? Promise.reject(offline()) : Promise.resolve(piece(start, end))
    }),
  } satisfies ResumeDeps
  return { asked, deps }
}

const read = async (body: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(body).arrayBuffer())

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('asking the network again for a piece', () => {
  it('asks again, a while later each time, and has the answer once the link is back', async () => {
    let down = true
    const { asked, deps } = network(() => down)
    const answer = fetchAgain(deps, { start: 10, end: 19 }, offline(), { since: Date.now() })
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[0]! + RESUME_DELAYS_MS[1]!)
    expect(asked).toHaveLength(2)
    down = false
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[2]!)
    expect(asked).toEqual([
      [10, 19],
      [10, 19],
      [10, 19],
    ])
    expect([...(await read((await answer).body!))]).toEqual([...FILE.slice(10, 20)])
  })

  it('lets the failure through once it has asked for long enough', async () => {
    const { asked, deps } = network(() => true)
    const answer = fetchAgain(deps, { start: 0, end: 9 }, offline(), { since: Date.now() })
    const failed = expect(answer).rejects.toThrow('Failed to fetch')
    await vi.advanceTimersByTimeAsync(RESUME_FOR_MS)
    await failed
    // Every two seconds, once the first waits have passed.
    expect(asked.length).toBeGreaterThan(RESUME_FOR_MS / RESUME_DELAYS_MS.at(-1)! - 2)
  })

  it('stops asking once its element lets go of it', async () => {
    const { asked, deps } = network(() => true)
    const letGo = new AbortController()
    const answer = fetchAgain(deps, { start: 0, end: 9 }, offline(), {
      since: Date.now(),
      signal: letGo.signal,
    })
    const failed = expect(answer).rejects.toThrow('Failed to fetch')
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[0]!)
    letGo.abort()
    await failed
    await vi.advanceTimersByTimeAsync(RESUME_FOR_MS)
    expect(asked).toHaveLength(1)
  })
})

describe('the body of a piece the link drops midway', () => {
  it('goes on from where it stopped, once the link is back', async () => {
    let down = true
    const { asked, deps } = network(() => down)
    const onResumed = vi.fn()
    const body = resumingBody(deps, cutAfter(FILE.slice(20, 30)), { start: 20, end: 59, onResumed })
    const whole = read(body)
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[0]!)
    expect(asked).toEqual([[30, 59]])
    down = false
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[1]!)
    expect([...(await whole)]).toEqual([...FILE.slice(20, 60)])
    expect(asked).toEqual([
      [30, 59],
      [30, 59],
    ])
    expect(onResumed).toHaveBeenCalledTimes(1)
  })

  it('asks for the rest of a body that ended short', async () => {
    const { asked, deps } = network(() => false)
    const short = new Response(FILE.slice(0, 5)).body!
    const whole = read(resumingBody(deps, short, { start: 0, end: 9, onResumed: () => {} }))
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[0]!)
    expect([...(await whole)]).toEqual([...FILE.slice(0, 10)])
    expect(asked).toEqual([[5, 9]])
  })

  it('takes only an answer that holds the rest', async () => {
    const { deps } = network(() => false)
    deps.fetchRange.mockImplementationOnce(() =>
      Promise.resolve(new Response(FILE, { status: 200 })),
    )
    const whole = read(
      resumingBody(deps, cutAfter(FILE.slice(0, 4)), { start: 0, end: 9, onResumed: () => {} }),
    )
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[0]! + RESUME_DELAYS_MS[1]!)
    expect([...(await whole)]).toEqual([...FILE.slice(0, 10)])
    expect(deps.fetchRange).toHaveBeenCalledTimes(2)
  })

  it('fails as the link did once it has asked for long enough', async () => {
    const { deps } = network(() => true)
    const whole = read(
      resumingBody(deps, cutAfter(FILE.slice(0, 4)), { start: 0, end: 9, onResumed: () => {} }),
    )
    const failed = expect(whole).rejects.toThrow('Failed to fetch')
    await vi.advanceTimersByTimeAsync(RESUME_FOR_MS)
    await failed
  })

  it('asks for nothing more once its reader cancels it', async () => {
    const { asked, deps } = network(() => true)
    const body = resumingBody(deps, cutAfter(FILE.slice(0, 4)), {
      start: 0,
      end: 9,
      onResumed: () => {},
    })
    const reader = body.getReader()
    await reader.read()
    const pending = reader.read()
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[0]!)
    expect(asked).toHaveLength(1)
    await reader.cancel()
    await pending
    await vi.advanceTimersByTimeAsync(RESUME_FOR_MS)
    expect(asked).toHaveLength(1)
  })
})
