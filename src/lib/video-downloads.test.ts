import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BITRATE_AFTER_S, WINDOW_S, watchVideoDownloads, type Sample } from './video-downloads'

let clock = 0
let samples: Sample[]
let stop: () => void
const videos: HTMLVideoElement[] = []

beforeEach(() => {
  clock = 0
  samples = []
  stop = watchVideoDownloads(
    document,
    (sample) => samples.push(sample),
    () => clock,
  )
})

afterEach(() => {
  stop()
  for (const video of videos.splice(0)) video.remove()
})

function set(video: HTMLVideoElement, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values))
    Object.defineProperty(video, key, { configurable: true, value })
}

function addVideo(src: string) {
  const video = document.createElement('video')
  document.body.append(video)
  videos.push(video)
  set(video, { currentSrc: src, currentTime: 0 })
  const fire = (type: string) => video.dispatchEvent(new Event(type))
  return {
    /** `progress` at `at` ms with the video buffered from 0 to `end` s. */
    progress(at: number, end: number) {
      clock = at
      set(video, { buffered: { length: 1, start: () => 0, end: () => end } })
      fire('progress')
    },
    /** Played to `seconds` with `bytes` decoded (none: the browser does not count them). */
    played(seconds: number, bytes?: number) {
      set(video, {
        currentTime: seconds,
        webkitVideoDecodedByteCount: bytes,
        webkitAudioDecodedByteCount: 0,
      })
      fire('timeupdate')
    },
    suspend: () => fire('suspend'),
    newSource(next: string) {
      set(video, { currentSrc: next, currentTime: 0 })
    },
  }
}

describe('what the videos download', () => {
  it("tells a window's bytes once the video has played long enough to know its bitrate", () => {
    const video = addVideo('a.mp4')
    video.progress(0, 3)
    video.progress(500, 4)
    video.progress(1000, 5)
    video.suspend()
    // 100 kB a second of video, learned only after it has played BITRATE_AFTER_S.
    video.played(BITRATE_AFTER_S - 0.5, 250_000)
    expect(samples).toEqual([])
    video.played(BITRATE_AFTER_S, 300_000)
    expect(samples).toEqual([{ bytes: 200_000, seconds: 1 }])
  })

  it('makes one sample of two videos loading at once: they share the link', () => {
    const current = addVideo('a.mp4')
    const next = addVideo('b.mp4')
    current.played(BITRATE_AFTER_S, 300_000)
    next.played(BITRATE_AFTER_S, 600_000)
    current.progress(0, 4)
    next.progress(100, 4)
    current.progress(500, 5)
    next.progress(600, 5)
    current.suspend()
    expect(samples).toEqual([])
    next.progress(1000, 6)
    next.suspend()
    // 1 s of the first (100 kB) and 2 s of the second (400 kB), from 0 to 1000 ms.
    expect(samples).toEqual([{ bytes: 500_000, seconds: 1 }])
  })

  it('counts no time in which no video was loading', () => {
    const video = addVideo('a.mp4')
    video.played(BITRATE_AFTER_S, 300_000)
    video.progress(0, 4)
    video.progress(500, 5)
    video.suspend()
    video.progress(10_000, 6)
    video.progress(10_500, 7)
    video.suspend()
    expect(samples).toEqual([
      { bytes: 100_000, seconds: 0.5 },
      { bytes: 100_000, seconds: 0.5 },
    ])
  })

  it(`closes a window after ${WINDOW_S} s and opens the next`, () => {
    const video = addVideo('a.mp4')
    video.played(BITRATE_AFTER_S, 300_000)
    for (let step = 0; step <= 6; step += 1) video.progress(step * 500, 4 + step)
    expect(samples).toEqual([{ bytes: 400_000, seconds: 2 }])
  })

  it('drops what a video brought if it moves on before its bitrate is known', () => {
    const video = addVideo('a.mp4')
    video.progress(0, 1)
    video.progress(500, 2)
    video.suspend()
    video.newSource('b.mp4')
    video.progress(1000, 1)
    video.progress(1500, 2)
    video.suspend()
    video.played(BITRATE_AFTER_S, 600_000)
    expect(samples).toEqual([{ bytes: 200_000, seconds: 0.5 }])
  })

  it('gives nothing where the browser counts no decoded bytes', () => {
    const video = addVideo('a.mp4')
    video.progress(0, 0)
    video.progress(500, 1)
    video.suspend()
    video.played(BITRATE_AFTER_S)
    expect(samples).toEqual([])
  })
})
