// Home's first video fetched ahead of its element (feed-listeners.ts, lib/worker-control.ts):
// only once the age gate is answered, only a video that plays, only where the worker paces videos.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signedInStore } from '../../../tests/signed-in-store'
import { ANDROID_CHROME } from '../../../tests/user-agents'
import { makeStore } from '../../app/store'
import { storageKeys } from '../../lib/storage'
import { FETCH_AHEAD } from '../../lib/video-pacing-protocol'
import { fetchFeedPage } from './feed-thunks'
import { selectFeed } from './feed-slice'

const postMessage = vi.fn()

beforeEach(() => {
  postMessage.mockClear()
  // jsdom has no navigator.serviceWorker, and names no Chromium in its user agent.
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: { postMessage } },
  })
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME)
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
  vi.restoreAllMocks()
})

const aheadAsked = () =>
  postMessage.mock.calls
    .map(([message]) => message as { type: string; url: string })
    .filter((message) => message.type === FETCH_AHEAD)
    .map((message) => new URL(message.url).pathname)

describe("Home's first video fetched ahead", () => {
  it('is asked of the worker for a video the signed-in user bought', async () => {
    const store = await signedInStore('user')
    await store.dispatch(fetchFeedPage())
    const first = selectFeed(store.getState()).items[0]!
    expect(first.src).not.toBe('')
    expect(aheadAsked()).toEqual([new URL(first.src, document.baseURI).pathname])
  })

  it("is not for a visitor's locked first video", async () => {
    const store = makeStore()
    await store.dispatch(fetchFeedPage())
    expect(selectFeed(store.getState()).items[0]!.permission).toBe('PRIVATE')
    expect(aheadAsked()).toEqual([])
  })

  it('is not before the age gate is answered', async () => {
    window.localStorage.removeItem(storageKeys.is18)
    const store = await signedInStore('user')
    await store.dispatch(fetchFeedPage())
    expect(aheadAsked()).toEqual([])
  })
})
