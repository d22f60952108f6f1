// The feed's `mbps` (settings.networkBandwidth): the browser's own figure is a first guess, which
// the bandwidth measured from the media replaces (lib/media-bandwidth.ts, started by main.tsx).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeResourceTiming } from '../../../tests/resource-timing'
import { recordRequests } from '../../../tests/sent-requests'
import { makeStore } from '../../app/store'
import { resetMediaBandwidth, watchMediaBandwidth } from '../../lib/media-bandwidth'
import { feedReloaded } from '../feed/feed-slice'
import { fetchFeedPage } from '../feed/feed-thunks'
import { STALL_CAP_MS, STALL_WINDOW_MS } from '../../lib/bandwidth'
import { bandwidthMeasured, selectNetworkBandwidth, videoStalled } from './settings-slice'

let timing: ReturnType<typeof fakeResourceTiming>

beforeEach(() => {
  resetMediaBandwidth()
  timing = fakeResourceTiming()
})

it("replaces the browser's guess in the feed's mbps, as start-up wires it (main.tsx)", async () => {
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator), { connection: { downlink: 10 } }),
  )
  const store = makeStore()
  const nextPageMbps = async () => {
    const sent = recordRequests()
    store.dispatch(feedReloaded())
    await store.dispatch(fetchFeedPage())
    return sent.matching('GET', '/items').at(-1)?.query.get('mbps')
  }
  expect(await nextPageMbps()).toBe('10')
  const stop = watchMediaBandwidth((mbps) => store.dispatch(bandwidthMeasured(mbps)))
  // A 500-kB poster in a second: 4 Mbit/s.
  timing.arrived({ name: 'poster.jpg', initiatorType: 'img', transferSize: 500_000, seconds: 1 })
  expect(await nextPageMbps()).toBe('4')
  stop()
})

/** Two videos on screen stood still, the second a 720p one. */
function stalledTwice(store: ReturnType<typeof makeStore>, videoMbps: number | null) {
  store.dispatch(videoStalled(null))
  store.dispatch(videoStalled(videoMbps))
}

describe('stalls of the videos on screen', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lower it to 60 %, and to the bitrate of the video that stood still at most, two within a while', () => {
    vi.useFakeTimers()
    const store = makeStore()
    store.dispatch(bandwidthMeasured(9))
    store.dispatch(videoStalled(1.6))
    vi.advanceTimersByTime(STALL_WINDOW_MS)
    store.dispatch(videoStalled(1.6))
    expect(selectNetworkBandwidth(store.getState())).toBe(9)
    vi.advanceTimersByTime(STALL_WINDOW_MS - 1)
    store.dispatch(videoStalled(1.6))
    expect(selectNetworkBandwidth(store.getState())).toBe(1.6)
    stalledTwice(store, 1.6)
    expect(selectNetworkBandwidth(store.getState())).toBe(1)
    stalledTwice(store, null)
    expect(selectNetworkBandwidth(store.getState())).toBe(0.6)
  })
})

describe('after stalls lowered it', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const measured = (store: ReturnType<typeof makeStore>, ...values: number[]) => {
    for (const mbps of values) store.dispatch(bandwidthMeasured(mbps))
    return selectNetworkBandwidth(store.getState())
  }

  it('a higher measure does not replace it for a while; a lower one does, and then stands', () => {
    const store = makeStore()
    measured(store, 9)
    stalledTwice(store, 1.6)
    expect(measured(store, 7.6, 4.7)).toBe(1.6)
    expect(measured(store, 1.5)).toBe(1.5)
    expect(measured(store, 2.2)).toBe(2.2)
  })

  it('a higher measure replaces it after STALL_CAP_MS', () => {
    vi.useFakeTimers()
    const store = makeStore()
    measured(store, 9)
    stalledTwice(store, 1.6)
    vi.advanceTimersByTime(STALL_CAP_MS - 1)
    expect(measured(store, 7.6)).toBe(1.6)
    vi.advanceTimersByTime(1)
    expect(measured(store, 7.4)).toBe(7.4)
  })
})
