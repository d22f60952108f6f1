// The feed's `mbps` (settings.networkBandwidth): the browser's own figure is a first guess, which
// the bandwidth measured from the media replaces (lib/media-bandwidth.ts, started by main.tsx).
import { beforeEach, expect, it, vi } from 'vitest'
import { fakeResourceTiming } from '../../../tests/resource-timing'
import { recordRequests } from '../../../tests/sent-requests'
import { makeStore } from '../../app/store'
import { resetMediaBandwidth, watchMediaBandwidth } from '../../lib/media-bandwidth'
import { feedReloaded } from '../feed/feed-slice'
import { fetchFeedPage } from '../feed/feed-thunks'
import { bandwidthMeasured } from './settings-slice'

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
