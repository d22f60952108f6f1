// A feed video's failed load when the failure comes before React has put the video on the page
// (its first render is a transition, and React drops media events meanwhile), or when the browser
// sets the failure before its event fires: either way each failure counts once, the source is
// fetched again twice, from where the failure stopped it, and then the video says it cannot play,
// until the network comes back. And a video that leaves the page lets go of what it holds.
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { isLocked } from '../../../api/types'
import { makeStore } from '../../../app/store'
import { selectFeed } from '../feed-slice'
import { fetchFeedPage } from '../feed-thunks'
import { FeedVideo } from './feed-video'

/** The failure the video holds now; a new object for each failed fetch, as in a browser. */
let failure: MediaError | null = null
const fail = () => (failure = { code: 4, message: '' } as MediaError)

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue()
  // jsdom fetches no media, and has no `error` of its own.
  Object.defineProperty(HTMLMediaElement.prototype, 'error', {
    configurable: true,
    get: () => failure,
  })
})

afterEach(() => {
  failure = null
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'error')
  vi.useRealTimers()
})

/** `strict`: in StrictMode, which rehearses an unmount of the first mount (as `npm start` does). */
async function renderVideo({ strict = false } = {}) {
  const store = makeStore()
  await store.dispatch(fetchFeedPage())
  const item = selectFeed(store.getState()).items.find((candidate) => !isLocked(candidate))!
  const fetches = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    // A reload clears the failure; the fetch it starts fails again.
    failure = null
    if (this.getAttribute('src')) fail()
  })
  vi.useFakeTimers()
  const video = (
    <FeedVideo
      item={item}
      isActive
      load
      preload="auto"
      onShown={() => {}}
      onBuffer={() => {}}
      onDoubleTap={() => {}}
    />
  )
  const { unmount } = renderWithProviders(video, { store, reactStrictMode: strict })
  const element = document.querySelector('video')!
  /** The source fetched again, each time it is (a reload loads twice: empty, then the source). */
  const refetches = () => fetches.mock.calls.length / 2
  /** The error event of the current failure reaches the video. */
  const errorEvent = () => act(() => void element.dispatchEvent(new Event('error')))
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
  return { refetches, errorEvent, wait, unmount, element, fetches, item }
}

/** After the first retry: the next failure is retried once more, the one after it is shown. */
async function expectOneMoreRetryThenTheMessage({
  refetches,
  errorEvent,
  wait,
}: Awaited<ReturnType<typeof renderVideo>>) {
  errorEvent()
  await wait(1200)
  expect(refetches()).toBe(2)
  expect(screen.queryByRole('alert')).toBeNull()
  errorEvent()
  expect(screen.getByRole('alert')).toHaveTextContent("Can't play this video.")
}

it('retries a failure whose event came before the video was on the page', async () => {
  fail()
  const video = await renderVideo()
  await video.wait(600)
  expect(video.refetches()).toBe(1)
  await expectOneMoreRetryThenTheMessage(video)
})

it('counts a failure once when its event comes after the video is on the page', async () => {
  fail()
  const video = await renderVideo()
  video.errorEvent()
  await video.wait(600)
  expect(video.refetches()).toBe(1)
  await expectOneMoreRetryThenTheMessage(video)
})

it('lets go of what it holds when it leaves: paused, its source dropped, no retry left', async () => {
  // A failure met on the way in: its retry is waiting when the video leaves.
  fail()
  const { unmount, element, fetches, wait, item } = await renderVideo({ strict: true })
  // StrictMode's rehearsed unmount gave back the source and the waiting retry (the other timer
  // watches for a time standing still: use-stand-still-nudge.ts).
  expect(element).toHaveAttribute('src', item.src)
  expect(vi.getTimerCount()).toBe(2)
  const paused = vi.mocked(HTMLMediaElement.prototype.pause)
  paused.mockClear()
  fetches.mockClear()

  unmount()
  expect(paused.mock.contexts).toContain(element)
  expect(element).not.toHaveAttribute('src')
  // load() without a source is what makes the browser free the decoder and the buffer now.
  expect(fetches.mock.contexts).toEqual([element])
  expect(vi.getTimerCount()).toBe(0)
  await wait(2000)
  expect(fetches).toHaveBeenCalledTimes(1)
})

it('starts again after each start a new load cuts short, until it plays', async () => {
  // Each new load of the source rejects the start in progress with an AbortError; two come before
  // it first plays, and the third start goes through.
  const abort = () => Promise.reject(new DOMException('The load was interrupted', 'AbortError'))
  const play = vi
    .mocked(HTMLMediaElement.prototype.play)
    .mockImplementationOnce(abort)
    .mockImplementationOnce(abort)
  const { element } = await renderVideo()
  await act(async () => {})
  await act(async () => {})
  expect(play).toHaveBeenCalledTimes(3)
  // It plays: a later cut-short start is met as the first again.
  act(() => void element.dispatchEvent(new Event('playing')))
  expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true')
})

it('waits for a tap when every start is cut short, instead of trying for ever', async () => {
  const play = vi
    .mocked(HTMLMediaElement.prototype.play)
    .mockImplementation(() => Promise.reject(new DOMException('Interrupted', 'AbortError')))
  await renderVideo()
  for (let turn = 0; turn < 10; turn += 1) await act(async () => {})
  expect(play.mock.calls.length).toBeLessThanOrEqual(4)
  expect(document.querySelector('.feed-video__play')).not.toBeNull()
})

it('goes on from where a failure stopped it when it loads its source again', async () => {
  const video = await renderVideo()
  // Where it was when the link dropped; a reload sends an element back to its start.
  let position = 7.5
  const placed: number[] = []
  Object.defineProperty(video.element, 'currentTime', {
    configurable: true,
    get: () => position,
    set: (time: number) => placed.push((position = time)),
  })
  video.fetches.mockImplementation(() => {
    position = 0
  })
  fail()
  video.errorEvent()
  await video.wait(600)
  expect(video.refetches()).toBe(1)
  expect(placed).toEqual([7.5])
})

it('tries again by itself once the network is back', async () => {
  fail()
  const video = await renderVideo()
  video.errorEvent()
  await video.wait(600)
  await expectOneMoreRetryThenTheMessage(video)
  // Still offline: the failure stays.
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  act(() => void window.dispatchEvent(new Event('offline')))
  expect(screen.getByRole('alert')).toHaveTextContent("Can't play this video.")

  onLine.mockReturnValue(true)
  act(() => void window.dispatchEvent(new Event('online')))
  expect(video.refetches()).toBe(3)
  expect(screen.queryByRole('alert')).toBeNull()
})
