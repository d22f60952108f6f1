// The feed's `mbps`: the browser's own figure is only a first guess; once media has arrived, each
// feed page is asked for with the bandwidth measured from it (lib/media-bandwidth.ts).
import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { fakeResourceTiming } from '../../../../tests/resource-timing'
import { recordRequests } from '../../../../tests/sent-requests'
import type { AppStore } from '../../../app/store'
import { resetMediaBandwidth } from '../../../lib/media-bandwidth'
import { feedReloaded } from '../feed-slice'
import { fetchFeedPage } from '../feed-thunks'
import { useBandwidth } from './use-bandwidth'

let timing: ReturnType<typeof fakeResourceTiming>

beforeEach(() => {
  resetMediaBandwidth()
  timing = fakeResourceTiming()
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator), { connection: { downlink: 10 } }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function Feed() {
  useBandwidth()
  return null
}

async function nextPageMbps(store: AppStore) {
  const sent = recordRequests()
  store.dispatch(feedReloaded())
  await store.dispatch(fetchFeedPage())
  return sent.matching('GET', '/items').at(-1)?.query.get('mbps') ?? null
}

it('asks for each page with the bandwidth measured from the media, after the first guess', async () => {
  const { store } = renderWithProviders(<Feed />)
  expect(await nextPageMbps(store)).toBe('10')

  // A 500-kB poster in a second: 4 Mbit/s.
  timing.arrived({ name: 'poster.jpg', initiatorType: 'img', transferSize: 500_000, seconds: 1 })
  await waitFor(async () => expect(await nextPageMbps(store)).toBe('4'))
  timing.arrived({ name: 'avatar.jpg', initiatorType: 'img', transferSize: 500_000, seconds: 4 })
  await waitFor(async () => expect(await nextPageMbps(store)).toBe('1.3'))
})
