// The videos ahead asked for again when the link has changed (source-refresh.ts), against the
// mock API serving a bitrate ladder, as a backend with several renditions does.
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMediaLadder } from '../../../mock-api/media-ladder'
import { holdCalls } from '../../../tests/held-calls'
import { server } from '../../../tests/mock-server'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import { makeStore } from '../../app/store'
import { bandwidthMeasured, videoStalled } from '../settings/settings-slice'
import { fetchFeedPage, refreshFeedSources } from './feed-thunks'
import { REFRESH_AFTER_MS } from './source-refresh'
import { filterChanged, selectFeed, slideChanged } from './feed-slice'

const LADDER = {
  renditions: [
    { name: '720p', kbps: 1600 },
    { name: '540p', kbps: 900 },
    { name: '360p', kbps: 450 },
  ],
  clips: 3,
}

beforeEach(() => {
  setMediaLadder(LADDER)
  // The pages are looked at REFRESH_AFTER_MS after the estimate changed: `settle` skips the wait.
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  setMediaLadder(null)
  vi.useRealTimers()
})

const settle = () => vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS)

/** The rendition each playable item's source names, '' for a locked one. */
const renditions = (store: ReturnType<typeof makeStore>) =>
  selectFeed(store.getState()).items.map(({ src }) => src.match(/ladder\/(\w+)\//)?.[1] ?? '')

/** A feed loaded with `mbps` measured, on its first item: its videos in `rendition`. */
async function feedOn(mbps = 9, rendition = '720p', store = makeStore()) {
  store.dispatch(bandwidthMeasured(mbps))
  await store.dispatch(fetchFeedPage())
  await settle()
  const before = renditions(store)
  expect(before.filter((name) => name === rendition).length).toBeGreaterThanOrEqual(4)
  return { store, before }
}

const feedCalls = (sent: ReturnType<typeof recordRequests>) => sent.matching('GET', '/items')

describe('the videos ahead on a link that changed', () => {
  it('take the rendition of the estimate once the link proves slower, from the second ahead', async () => {
    const { store, before } = await feedOn()
    const sent = recordRequests()
    store.dispatch(bandwidthMeasured(1.6))
    await settle()
    await expect.poll(() => renditions(store)).not.toEqual(before)
    expect(feedCalls(sent).map(({ query }) => [query.get('offset'), query.get('mbps')])).toEqual([
      ['0', '1.6'],
    ])
    expect(renditions(store)).toEqual(
      before.map((name, index) => (index < 2 || name === '' ? name : '540p')),
    )
  })

  it('are looked at REFRESH_AFTER_MS after the estimate changed, with it as it is by then', async () => {
    const { store } = await feedOn()
    vi.useFakeTimers()
    const sent = recordRequests()
    store.dispatch(bandwidthMeasured(2))
    await vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS - 1)
    store.dispatch(bandwidthMeasured(1.6))
    expect(feedCalls(sent)).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(feedCalls(sent)).toHaveLength(1))
    expect(feedCalls(sent)[0]!.query.get('mbps')).toBe('1.6')
  })

  it('take the lighter one after videos stood still, as they do from the item on screen on', async () => {
    const { store, before } = await feedOn(2.4, '540p')
    store.dispatch(slideChanged(3))
    // To 60 % of 2.4 Mbit/s, which 540p no longer fits.
    store.dispatch(videoStalled(null))
    store.dispatch(videoStalled(null))
    await settle()
    await expect.poll(() => renditions(store)).not.toEqual(before)
    expect(renditions(store)).toEqual(
      before.map((name, index) => (index < 5 || name === '' ? name : '360p')),
    )
  })

  it('asked for with no estimate (a browser that guesses none) take the one the first estimate fits', async () => {
    const store = makeStore()
    await store.dispatch(fetchFeedPage())
    // None sent: the backend's middle rendition.
    const before = renditions(store)
    expect(before.filter((name) => name === '540p').length).toBeGreaterThanOrEqual(4)
    store.dispatch(bandwidthMeasured(9))
    await settle()
    await expect.poll(() => renditions(store)).not.toEqual(before)
    expect(renditions(store)).toEqual(
      before.map((name, index) => (index < 2 || name === '' ? name : '720p')),
    )
  })

  it('keep their sources while the estimate stays near what their page was asked with', async () => {
    const { store, before } = await feedOn()
    const sent = recordRequests()
    store.dispatch(bandwidthMeasured(6.1))
    await settle()
    store.dispatch(bandwidthMeasured(13.4))
    await settle()
    await store.dispatch(fetchFeedPage())
    expect(feedCalls(sent).map(({ query }) => query.get('offset'))).toEqual(['10'])
    expect(renditions(store).slice(0, before.length)).toEqual(before)
  })

  it('are asked for once while the link stays where it fell, and not again after', async () => {
    const { store } = await feedOn()
    const sent = recordRequests()
    const held = holdCalls('/items')
    store.dispatch(bandwidthMeasured(1.6))
    store.dispatch(bandwidthMeasured(1.5))
    await settle()
    await expect.poll(() => held.waiting).toBe(1)
    // Lower still while the page is asked for: not asked for twice at once.
    store.dispatch(bandwidthMeasured(0.9))
    await settle()
    expect(held.waiting).toBe(1)
    held.release()
    await expect.poll(() => selectFeed(store.getState()).refreshing).toEqual({})
    store.dispatch(bandwidthMeasured(1.7))
    await settle()
    expect(feedCalls(sent)).toHaveLength(1)
  })

  it('keep their sources when the page cannot be had again', async () => {
    const { store, before } = await feedOn()
    server.use(
      http.get('*/api/v1/items', () => HttpResponse.json({ message: '' }, { status: 500 })),
    )
    store.dispatch(bandwidthMeasured(1.6))
    await settle()
    await expect.poll(() => selectFeed(store.getState()).refreshing).toEqual({})
    expect(renditions(store)).toEqual(before)
    expect(selectFeed(store.getState()).error).toBeNull()
  })

  it('that are locked stay locked, even where the page asked again names a source', async () => {
    const { store, before } = await feedOn()
    expect(before).toContain('')
    // A backend that names every video's source, in 540p (one the viewer may not have bought).
    const items = selectFeed(store.getState()).items.map((item) => ({
      ...item,
      src: item.src ? item.src.replace('720p', '540p') : '/media/ladder/540p/paid.mp4',
    }))
    server.use(http.get('*/api/v1/items', () => HttpResponse.json({ items, hasMore: true })))
    store.dispatch(bandwidthMeasured(1.6))
    await settle()
    await expect.poll(() => renditions(store)).not.toEqual(before)
    expect(selectFeed(store.getState()).items.map(({ src }) => src === '')).toEqual(
      before.map((name) => name === ''),
    )
  })

  it('of another filter do not take what the page asked for before answered', async () => {
    // Signing in waits on timers of its own.
    vi.useRealTimers()
    // The user follows creators, so 'Following' has videos, some also in the first page of 'Feed'.
    const user = await signedInStore('user')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { store } = await feedOn(9, '720p', user)
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/api/v1/items', async ({ request }) => {
        if (new URL(request.url).searchParams.get('filter') === 'default') await gate
        return undefined
      }),
    )
    const before = store.dispatch(refreshFeedSources({ page: 0, mbps: 1.6 }))
    store.dispatch(filterChanged('following'))
    await store.dispatch(fetchFeedPage())
    const shown = renditions(store)
    expect(shown.filter((name) => name === '720p')).not.toHaveLength(0)
    release()
    expect(refreshFeedSources.fulfilled.match(await before)).toBe(true)
    expect(renditions(store)).toEqual(shown)
  })
})
