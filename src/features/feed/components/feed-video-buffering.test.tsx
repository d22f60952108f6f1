// A feed video and the link: it tells the feed how much it has buffered (the feed plans the next
// video's download by it), lets go of its source when left behind, shows a spinner only once it
// has waited for data a while, and a video that keeps running out of data while it plays lowers
// the bandwidth the next feed page is asked with.
import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { isLocked } from '../../../api/types'
import { makeStore } from '../../../app/store'
import { bandwidthMeasured } from '../../settings/settings-slice'
import { feedReloaded, selectFeed } from '../feed-slice'
import { fetchFeedPage } from '../feed-thunks'
import { START_BUDGET_S } from '../../../lib/video-leads'
import { FeedVideo, STALL_SPINNER_MS } from './feed-video'

/** play() and pause() move `paused` as a browser's would. */
function setPaused(video: HTMLMediaElement, paused: boolean) {
  Object.defineProperty(video, 'paused', { configurable: true, value: paused })
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, false)
    return Promise.resolve()
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, true)
  })
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue()
})

afterEach(() => {
  vi.useRealTimers()
})

/** Buffered from 0 to `end` s of a 20-s video. */
function buffer(video: HTMLVideoElement, end: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: 20 })
  Object.defineProperty(video, 'buffered', {
    configurable: true,
    value: { length: 1, start: () => 0, end: () => end },
  })
}

async function renderVideo({ isActive = true } = {}) {
  const store = makeStore()
  await store.dispatch(fetchFeedPage())
  const item = selectFeed(store.getState()).items.find((candidate) => !isLocked(candidate))!
  const onBuffer = vi.fn()
  const props = {
    item,
    preload: 'auto' as const,
    onShown: () => {},
    onBuffer,
    onDoubleTap: () => {},
  }
  const rendered = renderWithProviders(<FeedVideo {...props} isActive={isActive} load />, {
    store,
  })
  const video = rendered.container.querySelector('video')!
  const rerender = (changed: { isActive?: boolean; load?: boolean }) =>
    rendered.rerender(<FeedVideo {...props} isActive={isActive} load {...changed} />)
  const spinner = () => rendered.container.querySelector('.feed-video__waiting')
  return { store, item, video, onBuffer, rerender, spinner }
}

/** The video on screen waits for data `ms` long, then plays on. */
function waitsFor(video: HTMLVideoElement, ms: number) {
  vi.useFakeTimers()
  fireEvent.waiting(video)
  act(() => void vi.advanceTimersByTime(ms))
  fireEvent.playing(video)
  vi.useRealTimers()
}

/** The `mbps` of the next feed page the app asks for. */
async function nextPageMbps(store: ReturnType<typeof makeStore>) {
  const sent = recordRequests()
  store.dispatch(feedReloaded())
  await store.dispatch(fetchFeedPage())
  return sent.matching('GET', '/items').at(-1)?.query.get('mbps') ?? null
}

describe('its buffer', () => {
  it('tells the feed its level as it grows, once per change', async () => {
    const { video, onBuffer, item } = await renderVideo()
    buffer(video, START_BUDGET_S / 2)
    fireEvent.progress(video)
    buffer(video, START_BUDGET_S)
    fireEvent.progress(video)
    fireEvent.progress(video)
    buffer(video, 20)
    fireEvent.progress(video)
    expect(onBuffer.mock.calls).toEqual([
      [item.id, 'short'],
      [item.id, 'started'],
      [item.id, 'spare'],
    ])
  })

  it('left behind, it drops its source and stops fetching, and tells the feed', async () => {
    const { video, onBuffer, item, rerender } = await renderVideo()
    buffer(video, 2)
    fireEvent.progress(video)
    const load = vi.mocked(HTMLMediaElement.prototype.load)
    load.mockClear()

    rerender({ isActive: false, load: false })
    expect(video).not.toHaveAttribute('src')
    // load() without a source is what stops the download in progress.
    expect(load.mock.contexts).toEqual([video])
    expect(onBuffer).toHaveBeenLastCalledWith(item.id, null)

    // Brought back, it has its source again.
    rerender({ isActive: true, load: true })
    expect(video).toHaveAttribute('src', item.src)
  })
})

describe('waiting for data', () => {
  it('shows a spinner once the video on screen has waited 300 ms, until it plays', async () => {
    const { video, spinner } = await renderVideo()
    vi.useFakeTimers()
    fireEvent.waiting(video)
    act(() => void vi.advanceTimersByTime(STALL_SPINNER_MS - 1))
    expect(spinner()).toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    expect(spinner()).not.toBeNull()
    fireEvent.playing(video)
    expect(spinner()).toBeNull()
  })

  it('shows none for a video off screen, nor for a wait of its last turn', async () => {
    const { video, spinner, rerender } = await renderVideo()
    vi.useFakeTimers()
    fireEvent.waiting(video)
    act(() => void vi.advanceTimersByTime(STALL_SPINNER_MS))
    rerender({ isActive: false })
    expect(spinner()).toBeNull()
    fireEvent.waiting(video)
    act(() => void vi.advanceTimersByTime(STALL_SPINNER_MS))
    expect(spinner()).toBeNull()
    rerender({ isActive: true })
    expect(spinner()).toBeNull()
  })

  // The swipe starts the video it arrives at in its own task; the feed marks it as on screen a
  // task later (feed-pager.tsx), and its first events may come in between.
  it('a wait that came between the swipe starting it and the feed marking it on screen shows the spinner', async () => {
    const { video, spinner, rerender } = await renderVideo({ isActive: false })
    vi.useFakeTimers()
    void video.play()
    fireEvent.waiting(video)
    rerender({ isActive: true })
    act(() => void vi.advanceTimersByTime(STALL_SPINNER_MS))
    expect(spinner()).not.toBeNull()
  })

  it('playing before the feed marked it on screen counts as having played in this turn', async () => {
    const { video, store, rerender } = await renderVideo({ isActive: false })
    store.dispatch(bandwidthMeasured(9))
    void video.play()
    fireEvent.playing(video)
    rerender({ isActive: true })
    waitsFor(video, STALL_SPINNER_MS)
    waitsFor(video, STALL_SPINNER_MS)
    expect(await nextPageMbps(store)).toBe('5.4')
  })

  it('a playing that came after the swipe that left it paused it does not carry into its next turn', async () => {
    const { video, store, rerender } = await renderVideo()
    store.dispatch(bandwidthMeasured(9))
    fireEvent.playing(video)
    rerender({ isActive: false })
    // Queued before the pause, told after it.
    fireEvent.playing(video)
    fireEvent.pause(video)
    rerender({ isActive: true })
    // Its first wait of the new turn is its start, not a stall.
    waitsFor(video, STALL_SPINNER_MS)
    waitsFor(video, STALL_SPINNER_MS)
    expect(await nextPageMbps(store)).toBe('9')
  })

  it('running out twice while it plays, each time long enough to show the spinner, lowers the mbps of the next page', async () => {
    const { video, store } = await renderVideo()
    store.dispatch(bandwidthMeasured(9))
    // Waiting before it first plays is its start, not a stall.
    waitsFor(video, STALL_SPINNER_MS)
    waitsFor(video, STALL_SPINNER_MS)
    expect(await nextPageMbps(store)).toBe('9')
    waitsFor(video, STALL_SPINNER_MS)
    expect(await nextPageMbps(store)).toBe('5.4')
  })

  it("running out again and again lowers the mbps to the video's own bitrate at most", async () => {
    const { video, store } = await renderVideo()
    store.dispatch(bandwidthMeasured(9))
    fireEvent.playing(video)
    // 2.5 s played, 500 kB decoded (what the decoder took ahead counts too): 1.6 Mbit/s.
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 2.5 })
    Object.assign(video, {
      webkitVideoDecodedByteCount: 460_000,
      webkitAudioDecodedByteCount: 40_000,
    })
    waitsFor(video, STALL_SPINNER_MS)
    waitsFor(video, STALL_SPINNER_MS)
    expect(await nextPageMbps(store)).toBe('1.6')
  })

  it('waits too short to show the spinner, however many, leave the mbps as measured', async () => {
    const { video, store } = await renderVideo()
    store.dispatch(bandwidthMeasured(9))
    fireEvent.playing(video)
    for (let wait = 0; wait < 5; wait += 1) waitsFor(video, STALL_SPINNER_MS - 1)
    expect(await nextPageMbps(store)).toBe('9')
  })

  it('with no estimate, stalls give the feed one that asks for a light rendition', async () => {
    const { video, store } = await renderVideo()
    fireEvent.playing(video)
    waitsFor(video, STALL_SPINNER_MS)
    waitsFor(video, STALL_SPINNER_MS)
    expect(await nextPageMbps(store)).toBe('1')
  })
})
