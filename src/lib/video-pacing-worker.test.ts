import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readMp4Head } from './mp4-head'
import {
  AHEAD_S,
  blockEnd,
  MEDIA_BLOCK_BYTES,
  PACE_VIDEO,
  START_S,
  STEP_S,
  UNTIMED_LEAD_S,
  type PaceMessage,
} from './video-pacing-protocol'
import {
  AHEAD_KEEP_MS,
  createVideoPacer,
  FIRST_PIECE_BYTES,
  IN_HAND_S,
  SILENT_MS,
  TRANSFER_IDLE_MS,
  type PacingDeps,
} from './video-pacing-worker'
import { KEPT_STARTS } from './video-kept-starts'
import { RESUME_DELAYS_MS } from './video-piece-resume'

/** A demo clip of the mock API (4 s, `+faststart`). */
const demoClip = (n: number) => new Uint8Array(readFileSync(`mock-api/media/clip-${n}.mp4`))
// Served from a CDN.
const clip = demoClip(1)
const head = readMp4Head(clip)!
/** Clip `n`'s address on the CDN. */
const clipUrl = (n: number) => `https://cdn.example/media/clip-${n}.mp4`
const URL_1 = clipUrl(1)

/** A media element's request for `range` of `url`. */
const videoRequest = (range: string | null, url = URL_1, destination = 'video') =>
  ({
    url,
    method: 'GET',
    destination,
    headers: new Headers(range ? { Range: range } : {}),
    signal: new AbortController().signal,
  }) as unknown as Request

/** The network's timing of every piece, where a test has it time them. */
const TIMING = { bytes: 90_000, seconds: 0.08 }

/** A network that answers ranges of `file` (the clip), or as `answer` says; `timed`: it times
 * each piece (Resource Timing) as TIMING. */
function setUp({
  answer,
  timed = false,
  file = clip,
}: {
  answer?: (start: number, end: number) => Response
  timed?: boolean
  file?: Uint8Array
} = {}) {
  const asked: [number, number][] = []
  const deps = {
    now: () => Date.now(),
    fetchRange: vi.fn((_url: string, start: number, end: number) => {
      asked.push([start, end])
      const last = Math.min(end, file.length - 1)
      return Promise.resolve(
        answer?.(start, end) ??
          new Response(file.slice(start, last + 1), {
            status: 206,
            headers: {
              'Content-Range': `bytes ${start}-${last}/${file.length}`,
              'Content-Type': 'video/mp4',
            },
          }),
      )
    }),
    fetchNative: vi.fn(() => Promise.resolve(new Response('native'))),
    onSample: vi.fn(),
    ...(timed ? { networkTiming: () => Promise.resolve(TIMING) } : {}),
  } satisfies PacingDeps
  return { asked, deps, pacer: createVideoPacer(deps) }
}

/** Whether `promise` has settled once pending timers and microtasks have run. */
async function settled(promise: Promise<unknown>) {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

const played = (position: number, playing = true): PaceMessage => ({
  type: PACE_VIDEO,
  url: URL_1,
  position,
  playing,
  played: true,
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('video pacing in the service worker', () => {
  it("answers a media element's range requests only", () => {
    const { pacer } = setUp()
    expect(pacer.handles(videoRequest('bytes=0-'))).toBe(true)
    expect(pacer.handles(videoRequest('bytes=0-', URL_1, 'image'))).toBe(false)
    expect(pacer.handles(videoRequest(null))).toBe(false)
    expect(pacer.handles(videoRequest('bytes=-500'))).toBe(false)
  })

  it('answers the first request with the first piece, as a 206 of the whole file', async () => {
    const { asked, pacer } = setUp()
    const answer = await pacer.answer(videoRequest('bytes=0-'))
    expect(answer.status).toBe(206)
    expect(answer.headers.get('Content-Range')).toBe(
      `bytes 0-${FIRST_PIECE_BYTES - 1}/${clip.length}`,
    )
    expect((await answer.arrayBuffer()).byteLength).toBe(FIRST_PIECE_BYTES)
    expect(asked).toEqual([[0, FIRST_PIECE_BYTES - 1]])
  })

  it("holds a video that has not played at a start's worth, and lets it go on once it plays", async () => {
    const { asked, pacer } = setUp()
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    // Its head read, the first piece holds more than a start's worth already.
    const firstPlays = head.playableWith(FIRST_PIECE_BYTES)
    expect(firstPlays).toBeGreaterThan(START_S)
    pacer.paced({ ...played(0, false), played: false })
    const next = pacer.answer(videoRequest(`bytes=${FIRST_PIECE_BYTES}-`))
    await vi.advanceTimersByTimeAsync(SILENT_MS * 2)
    expect(await settled(next)).toBe(false)

    // Playing near the end of what it has, it may have its lead ahead of its playhead.
    pacer.paced(played(firstPlays))
    const answer = await next
    const end = head.bytesToPlay(firstPlays + UNTIMED_LEAD_S) - 1
    expect(answer.headers.get('Content-Range')).toBe(
      `bytes ${FIRST_PIECE_BYTES}-${end}/${clip.length}`,
    )
    expect(asked.at(-1)).toEqual([FIRST_PIECE_BYTES, end])
  })

  it.each([
    ['paused', false],
    ['playing', true],
  ])(
    'gives again at once what a %s video was given before (its element let it go)',
    async (_, playing) => {
      const { asked, pacer } = setUp()
      await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
      // As many videos since as the worker keeps the first pieces of: it no longer has this one's.
      for (let n = 2; n <= KEPT_STARTS + 1; n += 1) {
        await (await pacer.answer(videoRequest('bytes=0-', clipUrl(n)))).arrayBuffer()
      }
      // Watched from the start, then left and come back: its element dropped what it held.
      pacer.paced(played(0.01, playing))
      // Back on screen, its element keeps the file's first blocks and asks for the rest of the first
      // piece, which lies beyond a paused video's lead: nothing plays until it comes.
      const again = 65_536
      expect(again).toBeGreaterThan(head.bytesToPlay(0.01 + UNTIMED_LEAD_S))
      const answer = pacer.answer(videoRequest(`bytes=${again}-`))
      expect(await settled(answer)).toBe(true)
      expect(asked.at(-1)).toEqual([again, FIRST_PIECE_BYTES - 1])
    },
  )

  it('lets a playing video have a step more as its playhead moves on', async () => {
    const { asked, pacer } = setUp()
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    pacer.paced(played(0))
    // The first piece plays further than its lead: the next piece waits until the playhead lets
    // it have a step more than that.
    const waitS = head.playableWith(FIRST_PIECE_BYTES) + STEP_S - UNTIMED_LEAD_S
    expect(waitS).toBeGreaterThan(0.1)
    const next = pacer.answer(videoRequest(`bytes=${FIRST_PIECE_BYTES}-`))
    await vi.advanceTimersByTimeAsync((waitS - 0.05) * 1000)
    expect(await settled(next)).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    expect(await settled(next)).toBe(true)
    expect(asked.at(-1)![1]).toBeGreaterThanOrEqual(head.bytesToPlay(waitS + UNTIMED_LEAD_S) - 1)
  })

  it("answers a video's first request with its first piece fetched ahead, asked for once", async () => {
    const { asked, pacer } = setUp()
    pacer.fetchAhead(URL_1)
    expect(asked).toEqual([[0, FIRST_PIECE_BYTES - 1]])
    const first = await pacer.answer(videoRequest('bytes=0-'))
    expect(first.status).toBe(206)
    expect(first.headers.get('Content-Range')).toBe(
      `bytes 0-${FIRST_PIECE_BYTES - 1}/${clip.length}`,
    )
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(clip.slice(0, FIRST_PIECE_BYTES))
    expect(asked).toHaveLength(1)
    // Its header was read from it: the rest is paced as ever.
    pacer.paced(played(0))
    const next = pacer.answer(videoRequest(`bytes=${FIRST_PIECE_BYTES}-`))
    expect(await settled(next)).toBe(false)
  })

  it('asks afresh for a first piece fetched ahead that its element did not ask for in time', async () => {
    const { asked, pacer } = setUp()
    pacer.fetchAhead(URL_1)
    await vi.advanceTimersByTimeAsync(AHEAD_KEEP_MS)
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    expect(asked).toEqual([
      [0, FIRST_PIECE_BYTES - 1],
      [0, FIRST_PIECE_BYTES - 1],
    ])
  })

  it('fetches nothing ahead for a video its element has already asked for', async () => {
    const { asked, pacer } = setUp()
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    pacer.fetchAhead(URL_1)
    expect(asked).toHaveLength(1)
  })

  it("keeps a thinner lead than a start's worth once the link shows itself fast, to a block's end", async () => {
    // Twice the demo clip's bytes per second: one block of the media cache holds under 0.5 s.
    const file = demoClip(2)
    const fileHead = readMp4Head(file)!
    expect((MEDIA_BLOCK_BYTES * fileHead.duration) / file.length).toBeLessThan(0.5)
    const { asked, pacer } = setUp({ timed: true, file })
    pacer.paced(played(0))
    // Timed as it played: the link is fast, and a step's piece takes no time on it.
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    await vi.advanceTimersByTimeAsync(0)
    const firstPlays = fileHead.playableWith(FIRST_PIECE_BYTES)
    const next = pacer.answer(videoRequest(`bytes=${FIRST_PIECE_BYTES}-`))
    // Its lead is the least there is: the next piece waits until the playhead is that much and a
    // step from the end of what it has.
    const goesAtS = firstPlays + STEP_S - AHEAD_S
    await vi.advanceTimersByTimeAsync((goesAtS - 0.1) * 1000)
    expect(await settled(next)).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(await settled(next)).toBe(true)
    // It ends with the media cache block that its lead reaches into, not inside it.
    const end = asked.at(-1)![1] + 1
    expect(end % MEDIA_BLOCK_BYTES).toBe(0)
    expect(end).toBeGreaterThanOrEqual(blockEnd(fileHead.bytesToPlay(goesAtS - 0.1 + AHEAD_S)))
    expect(end).toBeLessThanOrEqual(blockEnd(fileHead.bytesToPlay(goesAtS + 0.1 + AHEAD_S)))
  })

  it('holds the next video while the one on screen is short of its lead, till its piece came', async () => {
    const { pacer } = setUp()
    const URL_2 = clipUrl(2)
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    // On screen, its playhead near the end of what it has.
    pacer.paced(played(head.playableWith(FIRST_PIECE_BYTES)))
    // The next one waits, whether the page says it has not played or has said nothing of it yet.
    pacer.paced({ ...played(0, false), played: false, url: URL_2 })
    const next = pacer.answer(videoRequest('bytes=0-', URL_2))
    const unheard = pacer.answer(videoRequest('bytes=0-', clipUrl(3)))
    await vi.advanceTimersByTimeAsync(500)
    expect(await settled(next)).toBe(false)
    expect(await settled(unheard)).toBe(false)
    // Its next piece asked for: they wait while it comes, so that it has the link to itself...
    const piece = await pacer.answer(videoRequest(`bytes=${FIRST_PIECE_BYTES}-`))
    await vi.advanceTimersByTimeAsync(200)
    expect(await settled(next)).toBe(false)
    // ...and go once it has come.
    await piece.arrayBuffer()
    await vi.advanceTimersByTimeAsync(200)
    expect(await settled(next)).toBe(true)
    expect(await settled(unheard)).toBe(true)
  })

  it.each([
    ['goes once it has IN_HAND_S in hand', 0.1, true],
    ['waits while it has less', -0.1, false],
  ])('short of the lead of the one on screen, the next video %s', async (_, more, goes) => {
    const { pacer } = setUp()
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    // Before the link is timed, its lead less a step is more than IN_HAND_S.
    expect(UNTIMED_LEAD_S - STEP_S).toBeGreaterThan(IN_HAND_S + more)
    const came = head.playableWith(FIRST_PIECE_BYTES)
    // Standing still, so that what it has in hand stays as it is.
    pacer.paced({ ...played(came - IN_HAND_S - more), waiting: true })
    const next = pacer.answer(videoRequest('bytes=0-', clipUrl(2)))
    await vi.advanceTimersByTimeAsync(500)
    expect(await settled(next)).toBe(goes)
  })

  it('answers again from what it kept the bytes of a first piece its element let go', async () => {
    const { asked, pacer } = setUp()
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    const again = await pacer.answer(videoRequest(`bytes=${MEDIA_BLOCK_BYTES}-`))
    expect(again.status).toBe(206)
    expect(again.headers.get('Content-Range')).toBe(
      `bytes ${MEDIA_BLOCK_BYTES}-${FIRST_PIECE_BYTES - 1}/${clip.length}`,
    )
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(
      clip.slice(MEDIA_BLOCK_BYTES, FIRST_PIECE_BYTES),
    )
    expect(asked).toEqual([[0, FIRST_PIECE_BYTES - 1]])
  })

  it('keeps the first pieces of the last KEPT_STARTS videos, and only whole ones', async () => {
    const { asked, pacer } = setUp()
    const urls = Array.from({ length: KEPT_STARTS + 1 }, (_, index) => clipUrl(index + 1))
    for (const url of urls) await (await pacer.answer(videoRequest('bytes=0-', url))).arrayBuffer()
    // One cut short after its first read.
    const cut = (await pacer.answer(videoRequest('bytes=0-', clipUrl(9)))).body!.getReader()
    await cut.read()
    await cut.cancel()
    asked.length = 0
    for (const url of [urls[0], urls[1], clipUrl(9)]) {
      await (await pacer.answer(videoRequest(`bytes=${MEDIA_BLOCK_BYTES}-`, url))).arrayBuffer()
    }
    // The oldest and the one cut short come from the network again.
    expect(asked.map(([start]) => start)).toEqual([MEDIA_BLOCK_BYTES, MEDIA_BLOCK_BYTES])
  })

  it('lets the video coming on screen start once the page says the one left behind stopped', async () => {
    const { pacer } = setUp()
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    const position = head.playableWith(FIRST_PIECE_BYTES)
    pacer.paced(played(position))
    const coming = pacer.answer(videoRequest('bytes=0-', clipUrl(3)))
    await vi.advanceTimersByTimeAsync(200)
    expect(await settled(coming)).toBe(false)
    // Left behind: it let go of its source (video-pacing.ts).
    pacer.paced(played(position, false))
    await vi.advanceTimersByTimeAsync(200)
    expect(await settled(coming)).toBe(true)
  })

  it('lets a video the page says nothing of go on after a while', async () => {
    const { pacer } = setUp()
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    const next = pacer.answer(videoRequest(`bytes=${FIRST_PIECE_BYTES}-`))
    await vi.advanceTimersByTimeAsync(SILENT_MS - 100)
    expect(await settled(next)).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    const answer = await next
    expect(answer.headers.get('Content-Range')).toBe(
      `bytes ${FIRST_PIECE_BYTES}-${clip.length - 1}/${clip.length}`,
    )
  })

  it('does not count the wait for the one on screen against a video the page has not spoken of', async () => {
    const { pacer } = setUp()
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    const position = head.playableWith(FIRST_PIECE_BYTES)
    pacer.paced({ ...played(position), waiting: true })
    const next = pacer.answer(videoRequest('bytes=0-', clipUrl(3)))
    // The one on screen waits for data, and the page keeps saying so, for longer than SILENT_MS.
    for (let waited = 0; waited <= SILENT_MS; waited += 1000) {
      pacer.paced({ ...played(position), waiting: true })
      await vi.advanceTimersByTimeAsync(1000)
    }
    expect(await settled(next)).toBe(false)
    // Its piece has come: the next one has its first piece, and no more.
    await (await pacer.answer(videoRequest(`bytes=${FIRST_PIECE_BYTES}-`))).arrayBuffer()
    await vi.advanceTimersByTimeAsync(200)
    const answer = await next
    expect(answer.headers.get('Content-Range')).toBe(
      `bytes 0-${FIRST_PIECE_BYTES - 1}/${clip.length}`,
    )
  })

  it.each([
    ['a whole answer (no Range support)', () => new Response(clip, { status: 200 })],
    ['a range whose size it cannot read', () => new Response(clip.slice(0, 10), { status: 206 })],
  ])('after %s, leaves that origin to the network untouched', async (_, answer) => {
    const { deps, pacer } = setUp({ answer })
    const request = videoRequest('bytes=0-')
    expect(await (await pacer.answer(request)).text()).toBe('native')
    expect(deps.fetchNative).toHaveBeenCalledWith(request)
    expect(pacer.handles(videoRequest('bytes=0-', clipUrl(2)))).toBe(false)
  })

  it('leaves an origin that refuses CORS to the network, once the network answers', async () => {
    const { deps, pacer } = setUp()
    deps.fetchRange.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    deps.fetchNative.mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
    // Offline: the answer fails as the network's would, and nothing is learnt.
    await expect(pacer.answer(videoRequest('bytes=0-'))).rejects.toThrow('offline')
    expect(pacer.handles(videoRequest('bytes=0-'))).toBe(true)
    // Online, the CORS request still fails: the page's own request goes, and so do later ones.
    expect(await (await pacer.answer(videoRequest('bytes=0-'))).text()).toBe('native')
    expect(pacer.handles(videoRequest('bytes=0-'))).toBe(false)
  })

  it('asks again for a piece the link fails, and answers with it once the link is back', async () => {
    const { asked, deps, pacer } = setUp({ timed: true })
    pacer.paced(played(0))
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    await vi.advanceTimersByTimeAsync(0)
    deps.onSample.mockClear()
    deps.fetchRange.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
    pacer.paced(played(head.playableWith(FIRST_PIECE_BYTES)))
    const next = pacer.answer(videoRequest(`bytes=${FIRST_PIECE_BYTES}-`))
    expect(await settled(next)).toBe(false)
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[0]!)
    const answer = await next
    const [start, end] = asked.at(-1)!
    const ranges = deps.fetchRange.mock.calls.map(([, from, to]) => [from, to])
    expect(ranges.slice(-2)).toEqual([
      [start, end],
      [start, end],
    ])
    expect(answer.headers.get('Content-Range')).toBe(`bytes ${start}-${end}/${clip.length}`)
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(clip.slice(start, end + 1))
    // Its wait was the link's absence, not its speed.
    await vi.advanceTimersByTimeAsync(0)
    expect(deps.onSample).not.toHaveBeenCalled()
  })

  it('asks again for the first piece of a video from an origin that has answered in pieces', async () => {
    const { deps, pacer } = setUp()
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    deps.fetchRange.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
    const next = pacer.answer(videoRequest('bytes=0-', clipUrl(2)))
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[0]!)
    expect((await next).status).toBe(206)
    expect(deps.fetchNative).not.toHaveBeenCalled()
  })

  it('goes on with a piece the link drops midway from where it stopped', async () => {
    const { deps, pacer } = setUp({ timed: true })
    pacer.paced(played(0))
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(clip.slice(0, 1000))
      },
      pull(controller) {
        controller.error(new TypeError('network error'))
      },
    })
    deps.fetchRange.mockImplementationOnce((_url, start, end) =>
      Promise.resolve(
        new Response(cut, {
          status: 206,
          headers: { 'Content-Range': `bytes ${start}-${end}/${clip.length}` },
        }),
      ),
    )
    const body = (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    await vi.advanceTimersByTimeAsync(RESUME_DELAYS_MS[0]!)
    expect(new Uint8Array(await body)).toEqual(clip.slice(0, FIRST_PIECE_BYTES))
    expect(deps.fetchRange.mock.calls.map(([, from, to]) => [from, to])).toEqual([
      [0, FIRST_PIECE_BYTES - 1],
      [1000, FIRST_PIECE_BYTES - 1],
    ])
    await vi.advanceTimersByTimeAsync(0)
    expect(deps.onSample).not.toHaveBeenCalled()
  })

  it("tells each piece's speed as the network timed it", async () => {
    const { deps, pacer } = setUp({ timed: true })
    pacer.paced(played(0))
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    await vi.advanceTimersByTimeAsync(0)
    expect(deps.onSample).toHaveBeenCalledWith(TIMING)
  })

  it('tells no speed of a piece of a video that is not playing', async () => {
    const { deps, pacer } = setUp({ timed: true })
    await (await pacer.answer(videoRequest('bytes=0-'))).arrayBuffer()
    await vi.advanceTimersByTimeAsync(10)
    expect(deps.onSample).not.toHaveBeenCalled()
  })

  it('takes a piece whose bytes stand still off the link', async () => {
    const { deps, pacer } = setUp({ timed: true })
    const next = clipUrl(2)
    for (const url of [URL_1, next]) pacer.paced({ ...played(0), url })
    // The video left behind: its last piece is neither read to the end nor cancelled.
    await pacer.answer(videoRequest('bytes=0-'))
    await vi.advanceTimersByTimeAsync(TRANSFER_IDLE_MS)
    // The next video plays: its pieces alone on the link tell its speed.
    await (await pacer.answer(videoRequest('bytes=0-', next))).arrayBuffer()
    await vi.waitFor(() => expect(deps.onSample).toHaveBeenCalledTimes(1))
  })

  it('counts a piece still read as on the link, however long it takes', async () => {
    // Each piece comes in 4 parts.
    const { deps, pacer } = setUp({
      timed: true,
      answer: (start, end) => {
        const last = Math.min(end, clip.length - 1)
        const bytes = clip.slice(start, last + 1)
        const quarter = Math.ceil(bytes.length / 4)
        let part = 0
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (part === 4) return controller.close()
            controller.enqueue(bytes.slice(part * quarter, (part += 1) * quarter))
          },
        })
        return new Response(body, {
          status: 206,
          headers: { 'Content-Range': `bytes ${start}-${last}/${clip.length}` },
        })
      },
    })
    const next = clipUrl(2)
    for (const url of [URL_1, next]) pacer.paced({ ...played(0), url })
    const slow = (await pacer.answer(videoRequest('bytes=0-'))).body!.getReader()
    for (let read = 0; read < 3; read += 1) {
      await slow.read()
      await vi.advanceTimersByTimeAsync(TRANSFER_IDLE_MS - 100)
    }
    await (await pacer.answer(videoRequest('bytes=0-', next))).arrayBuffer()
    await vi.advanceTimersByTimeAsync(0)
    expect(deps.onSample).not.toHaveBeenCalled()
  })

  it('tells no speed of pieces that shared the link', async () => {
    const { deps, pacer } = setUp({ timed: true })
    const urls = [2, 3].map(clipUrl)
    for (const url of [URL_1, ...urls]) pacer.paced({ ...played(0), url })
    const one = await pacer.answer(videoRequest('bytes=0-'))
    const other = await pacer.answer(videoRequest('bytes=0-', urls[0]))
    await Promise.all([one.arrayBuffer(), other.arrayBuffer()])
    // A piece alone afterwards is a sample: the two before were told of by then, if at all.
    const alone = await pacer.answer(videoRequest('bytes=0-', urls[1]))
    await alone.arrayBuffer()
    await vi.waitFor(() => expect(deps.onSample).toHaveBeenCalled())
    expect(deps.onSample).toHaveBeenCalledTimes(1)
  })
})
