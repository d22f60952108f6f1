import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AHEAD_S,
  allowedSeconds,
  leadFor,
  MEDIA_BLOCK_BYTES,
  blockEnd,
  PACE_VIDEO,
  pacesVideosIn,
  START_S,
} from './video-pacing-protocol'
import { paceOf, paceVideos, RENEW_MS } from './video-pacing'

const SRC = 'https://cdn.example/media/clip-1.mp4'

/** A video as the browser would show it: jsdom's media elements load nothing. */
function video(state: Partial<Record<'readyState' | 'currentTime' | 'paused', number | boolean>>) {
  const element = document.createElement('video')
  const values = { currentSrc: SRC, readyState: 1, currentTime: 0, paused: true, ...state }
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(element, name, { configurable: true, get: () => value })
  }
  Object.defineProperty(element, 'played', {
    get: () => ({ length: values.paused && values.currentTime === 0 ? 0 : 1 }),
  })
  document.body.append(element)
  return element
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('what the page tells of a video', () => {
  it('tells nothing while the video has no source or nothing is known of it', () => {
    expect(paceOf(video({ readyState: 0 }))).toBeNull()
    const blank = video({})
    Object.defineProperty(blank, 'currentSrc', { get: () => '' })
    expect(paceOf(blank)).toBeNull()
  })

  it('tells where a playing video is', () => {
    expect(paceOf(video({ currentTime: 2.5, paused: false, readyState: 4 }))).toEqual({
      type: PACE_VIDEO,
      url: SRC,
      position: 2.5,
      playing: true,
      played: true,
      waiting: false,
    })
  })

  it('tells that a playing video waits for data, not a paused one', () => {
    expect(paceOf(video({ currentTime: 2.5, paused: false, readyState: 2 }))?.waiting).toBe(true)
    expect(paceOf(video({ currentTime: 2.5, paused: true, readyState: 2 }))?.waiting).toBe(false)
  })

  it('tells on the events that move a video, and once a second at most on its time updates', () => {
    let now = 0
    const post = vi.fn()
    const playing = video({ currentTime: 1, paused: false })
    const stop = paceVideos(document, post, () => now)
    // The videos already there are told at once.
    expect(post).toHaveBeenCalledTimes(1)
    playing.dispatchEvent(new Event('timeupdate'))
    expect(post).toHaveBeenCalledTimes(1)
    now += RENEW_MS
    playing.dispatchEvent(new Event('timeupdate'))
    expect(post).toHaveBeenCalledTimes(2)
    playing.dispatchEvent(new Event('pause'))
    expect(post).toHaveBeenCalledTimes(3)
    stop()
    playing.dispatchEvent(new Event('play'))
    expect(post).toHaveBeenCalledTimes(3)
  })

  it('tells that a playing video stopped once it let go of its source', () => {
    const post = vi.fn()
    const playing = video({ currentTime: 3, paused: false })
    paceVideos(document, post)
    // Let go: its source dropped, nothing of it is known any more.
    Object.defineProperty(playing, 'currentSrc', { get: () => '' })
    Object.defineProperty(playing, 'readyState', { get: () => 0 })
    playing.dispatchEvent(new Event('pause'))
    playing.dispatchEvent(new Event('emptied'))
    expect(post).toHaveBeenLastCalledWith({
      type: PACE_VIDEO,
      url: SRC,
      position: 3,
      playing: false,
      played: true,
      waiting: false,
    })
  })
})

describe('what a video may have', () => {
  const pace = (position: number, playing: boolean, played = playing) => ({
    position,
    playing,
    played,
  })

  it.each([
    ['nothing said yet', null, 0, START_S],
    ['not played yet', pace(0, false), 5, START_S],
    ['just started: a start at least', pace(0, true), 0, START_S],
    ['playing, moved on since it was told', pace(6, true), 1, 7 + AHEAD_S],
    ['playing', pace(6, true), 0, 6 + AHEAD_S],
    ['paused after playing: where it stopped', pace(6, false, true), 3, 6 + AHEAD_S],
    ['waiting for data: where it stands', { ...pace(6, true), waiting: true }, 3, 6 + AHEAD_S],
  ])('%s', (_, said, elapsed, seconds) => {
    expect(allowedSeconds(said, elapsed)).toBeCloseTo(seconds, 5)
  })

  it('a slow link gets a longer lead, never a shorter one than AHEAD_S', () => {
    expect(leadFor(0)).toBe(AHEAD_S)
    expect(leadFor(0.5)).toBeGreaterThan(1)
  })

  it.each([
    [0, 0],
    [1, MEDIA_BLOCK_BYTES],
    [MEDIA_BLOCK_BYTES, MEDIA_BLOCK_BYTES],
    [MEDIA_BLOCK_BYTES + 1, 2 * MEDIA_BLOCK_BYTES],
  ])('an offset of %i ends its media cache block at %i', (offset, end) => {
    expect(blockEnd(offset)).toBe(end)
  })
})

describe('the browsers whose videos are paced', () => {
  it.each([
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      true,
    ],
    [
      'Chromium on Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      true,
    ],
    [
      'headless Chromium',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      true,
    ],
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      true,
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      true,
    ],
    [
      'Safari on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Chrome on iOS (WebKit)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Safari on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      false,
    ],
    [
      'WebKitGTK',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      false,
    ],
    ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', false],
  ])('%s', (_, userAgent, paced) => {
    expect(pacesVideosIn(userAgent)).toBe(paced)
  })
})
