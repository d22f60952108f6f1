import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BITRATE_AFTER_S, watchVideoDownloads, type Sample } from './video-downloads'

let clock = 0
let samples: Sample[]
let stop: () => void
let video: HTMLVideoElement

beforeEach(() => {
  clock = 0
  samples = []
  stop = watchVideoDownloads(
    document,
    (sample) => samples.push(sample),
    () => clock,
  )
  video = document.createElement('video')
  document.body.append(video)
  set({ currentSrc: 'https://media.example/a.mp4', currentTime: 0 })
})

afterEach(() => {
  stop()
  video.remove()
  vi.restoreAllMocks()
})

function set(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values))
    Object.defineProperty(video, key, { configurable: true, value })
}

/** `progress` at `at` ms with the video buffered from 0 to `end` s. */
function progress(at: number, end: number) {
  clock = at
  set({ buffered: { length: 1, start: () => 0, end: () => end } })
  video.dispatchEvent(new Event('progress'))
}

/** Played to `seconds` with `bytes` decoded (of video; audio adds its own). */
function played(seconds: number, bytes?: number) {
  set({ currentTime: seconds, webkitVideoDecodedByteCount: bytes, webkitAudioDecodedByteCount: 0 })
  video.dispatchEvent(new Event('timeupdate'))
}

describe('what a video downloads', () => {
  it('turns the seconds that arrived into bytes once the video has played a while', () => {
    progress(0, 0)
    progress(500, 1)
    progress(1000, 2)
    // 100 kB a second of video, learned only after it has played BITRATE_AFTER_S.
    played(BITRATE_AFTER_S - 0.5, 250_000)
    expect(samples).toEqual([])
    played(BITRATE_AFTER_S, 300_000)
    expect(samples).toEqual([{ bytes: 200_000, seconds: 1 }])
    progress(1500, 3)
    expect(samples).toEqual([
      { bytes: 200_000, seconds: 1 },
      { bytes: 100_000, seconds: 0.5 },
    ])
  })

  it('counts no time the browser was not fetching', () => {
    played(BITRATE_AFTER_S, 300_000)
    progress(0, 4)
    video.dispatchEvent(new Event('suspend'))
    progress(10_000, 5)
    expect(samples).toEqual([])
    progress(10_500, 6)
    expect(samples).toEqual([{ bytes: 100_000, seconds: 0.5 }])
  })

  it('starts over with a new source, which has its own bitrate', () => {
    played(BITRATE_AFTER_S, 300_000)
    progress(0, 0)
    set({ currentSrc: 'https://media.example/b.mp4', currentTime: 0 })
    progress(500, 1)
    progress(1000, 2)
    expect(samples).toEqual([])
    played(BITRATE_AFTER_S, 600_000)
    expect(samples).toEqual([{ bytes: 200_000, seconds: 0.5 }])
  })

  it('gives nothing where the browser counts no decoded bytes', () => {
    progress(0, 0)
    progress(500, 1)
    played(BITRATE_AFTER_S)
    progress(1000, 2)
    expect(samples).toEqual([])
  })
})
