import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeResourceTiming } from '../../tests/resource-timing'
import { resetMediaBandwidth, watchMediaBandwidth } from './media-bandwidth'

let timing: ReturnType<typeof fakeResourceTiming>

beforeEach(() => {
  resetMediaBandwidth()
  timing = fakeResourceTiming()
})

/** A poster of `bytes` that arrived at `mbps`. */
const image = (bytes: number, mbps: number, name = 'poster.jpg') => ({
  name,
  initiatorType: 'img',
  transferSize: bytes,
  seconds: (bytes * 8) / (mbps * 1e6),
})

describe('the bandwidth measured from media', () => {
  it('follows the media that arrives, telling each change once', () => {
    const told = vi.fn()
    watchMediaBandwidth(told)
    timing.arrived(image(500_000, 4, 'a.jpg'))
    timing.arrived({ name: 'b.jpg', initiatorType: 'img', transferSize: 60_000, seconds: 0.12 })
    timing.arrived(image(2_000_000, 1, 'c.jpg'))
    expect(told.mock.calls).toEqual([[4], [1]])
  })

  it('takes no sample from code, calls, caches, small files or videos (counted as they play)', () => {
    const told = vi.fn()
    watchMediaBandwidth(told)
    timing.arrived(
      { name: 'app.js', initiatorType: 'script', transferSize: 400_000, seconds: 0.1 },
      { name: 'items', initiatorType: 'fetch', transferSize: 400_000, seconds: 0.1 },
      { name: 'cached.jpg', initiatorType: 'img', transferSize: 0, seconds: 0.01 },
      { name: 'icon.png', initiatorType: 'img', transferSize: 2_000, seconds: 0.2 },
      { name: 'clip.mp4', initiatorType: 'video', transferSize: 400_000, seconds: 1 },
    )
    expect(told).not.toHaveBeenCalled()
  })

  it('keeps its samples for the next watcher, and counts what was buffered once', () => {
    const first = vi.fn()
    const stop = watchMediaBandwidth(first)
    timing.arrived(image(500_000, 4))
    stop()
    timing.arrived(image(1_000_000, 2, 'arrived-meanwhile.jpg'))

    const next = vi.fn()
    watchMediaBandwidth(next)
    // The buffer holds both: the first counted once, the second seen now.
    expect(first.mock.calls).toEqual([[4]])
    expect(next.mock.calls).toEqual([[4], [2.2]])
  })
})

it('counts the videos as they download', () => {
  const told = vi.fn()
  const stop = watchMediaBandwidth(told)
  const video = document.createElement('video')
  document.body.append(video)
  const set = (values: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(values))
      Object.defineProperty(video, key, { configurable: true, value })
  }
  // 8 s of a 250-kB-a-second video arrive in 4 s: 500 kB a second, 4 Mbit/s.
  set({
    currentSrc: 'clip.mp4',
    currentTime: 0,
    buffered: { length: 1, start: () => 0, end: () => 2 },
  })
  video.dispatchEvent(new Event('progress'))
  set({ buffered: { length: 1, start: () => 0, end: () => 10 } })
  vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 4000)
  video.dispatchEvent(new Event('progress'))
  set({ currentTime: 4, webkitVideoDecodedByteCount: 1_000_000 })
  video.dispatchEvent(new Event('timeupdate'))
  expect(told.mock.calls).toEqual([[4]])
  stop()
  video.remove()
})
