// The end of a session empties the service worker's image cache (avatars are user data) and asks
// the worker to drop its records of it; the precache of the app's files stays. jsdom has neither
// Cache Storage nor service workers: both are stand-ins that record what the app did to them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../app/store'
import { FORGET_IMAGES, IMAGE_CACHE } from '../../lib/image-cache'
import { sessionEnded } from './auth-slice'

const PRECACHE = 'workbox-precache-v2-http://localhost/'
let cacheNames: Set<string>
const postMessage = vi.fn()

beforeEach(() => {
  cacheNames = new Set([PRECACHE, IMAGE_CACHE])
  vi.stubGlobal('caches', {
    keys: () => Promise.resolve([...cacheNames]),
    delete: (name: string) => Promise.resolve(cacheNames.delete(name)),
  })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ active: { postMessage } }) },
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
  postMessage.mockReset()
})

describe('the end of a session', () => {
  it.each(['logout', 'expired'] as const)('(%s) forgets the cached images', async (reason) => {
    const store = makeStore()
    store.dispatch(sessionEnded({ reason }))
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: FORGET_IMAGES }))
    expect([...cacheNames]).toEqual([PRECACHE])
  })

  it('empties the cache even with no worker running', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(undefined) },
    })
    makeStore().dispatch(sessionEnded({ reason: 'logout' }))
    await vi.waitFor(() => expect([...cacheNames]).toEqual([PRECACHE]))
  })
})
