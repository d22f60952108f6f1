// The feed without network, against the mock API: reactions queue instead of failing and are
// sent when the network returns, the kept first page stands in for the feed, logging out
// forgets both, an expired session the page only. jsdom has no IndexedDB, so offline-store.ts
// keeps them in memory here.
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import { server } from '../../../tests/setup'
import type { AppStore } from '../../app/store'
import { makeStore } from '../../app/store'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../mock-api/seed/demo-accounts'
import { logout, sessionEnded } from '../auth/auth-slice'
import { login } from '../auth/login'
import { appInitialised } from '../settings/settings-slice'
import { selectFeed } from './feed-slice'
import { fetchFeedPage, replayReactions, toggleReaction } from './feed-thunks'
import { feedPageCache, reactionQueue } from './offline-store'

let online = true
function setOnline(value: boolean) {
  online = value
  window.dispatchEvent(new Event(value ? 'online' : 'offline'))
}

beforeEach(async () => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  await reactionQueue.clear()
  await feedPageCache.clear()
})
afterEach(() => vi.restoreAllMocks())

async function feedFor() {
  const store = await signedInStore('user')
  store.dispatch(appInitialised())
  await store.dispatch(fetchFeedPage())
  // The replays of sign-in and start-up, of an empty queue, are over before a test queues.
  await reactionQueue.idle()
  renderWithProviders(<ToastContainer />, { store })
  return store
}

const itemAt = (store: AppStore, index = 0) => selectFeed(store.getState()).items[index]!
/** The signed-in user's id: queued reactions are theirs. */
const ownerOf = (store: AppStore) => store.getState().auth.userinfo!.id

describe('reactions without network', () => {
  it('a like made offline shows at once, sends nothing, and is sent once back online', async () => {
    const sent = recordRequests()
    const store = await feedFor()
    const { id, metadata } = itemAt(store)
    expect(metadata.hasLike).toBe(false)

    setOnline(false)
    await store.dispatch(toggleReaction({ id, reaction: 'like', on: true }))
    expect(itemAt(store).metadata).toMatchObject({
      hasLike: true,
      likesCounts: metadata.likesCounts + 1,
    })
    expect(sent.matching('POST', '/likes')).toHaveLength(0)
    expect(await reactionQueue.list(ownerOf(store))).toMatchObject([
      { id, reaction: 'like', on: true },
    ])

    setOnline(true)
    await vi.waitFor(async () => expect(await reactionQueue.list(ownerOf(store))).toEqual([]))
    const likes = sent.matching('POST', '/likes')
    expect(likes).toHaveLength(1)
    expect(await likes[0]!.request.json()).toEqual({ videoId: id })
    expect(itemAt(store).metadata.likesCounts).toBe(metadata.likesCounts + 1)
  })

  it('a call that cannot reach the server is queued: no rollback, no toast', async () => {
    const store = await feedFor()
    const { id } = itemAt(store)
    server.use(http.post('*/api/v1/favorites', () => HttpResponse.error()))
    await store.dispatch(toggleReaction({ id, reaction: 'favorite', on: true }))
    expect(itemAt(store).metadata.hasFavorite).toBe(true)
    expect(await reactionQueue.list(ownerOf(store))).toMatchObject([
      { id, reaction: 'favorite', on: true },
    ])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('queued states show on the items when the feed loads again', async () => {
    // Signed in online (signing in needs the network), then a like queued offline whose sending
    // keeps failing, so it is still queued when the feed loads.
    const store = await signedInStore('user')
    setOnline(false)
    await reactionQueue.record({ id: 'v21', reaction: 'like', on: true }, ownerOf(store))
    server.use(http.post('*/api/v1/likes', () => HttpResponse.error()))
    setOnline(true)
    await store.dispatch(fetchFeedPage())
    await vi.waitFor(() => expect(itemAt(store).metadata.hasLike).toBe(true))
    expect(itemAt(store).id).toBe('v21')
  })

  it('a 401 during the replay keeps the queue and asks to log in', async () => {
    const store = await feedFor()
    const owner = ownerOf(store)
    const { id } = itemAt(store)
    setOnline(false)
    await store.dispatch(toggleReaction({ id, reaction: 'like', on: true }))
    server.use(
      http.post('*/api/v1/likes', () =>
        HttpResponse.json({ message: 'Please log in.' }, { status: 401 }),
      ),
    )
    setOnline(true)
    await vi.waitFor(() =>
      expect(store.getState().modals.queue).toEqual([{ name: 'MODAL_LOGIN_POPUP' }]),
    )
    expect(await reactionQueue.list(owner)).toMatchObject([{ id, on: true }])
  })

  it('the replay goes out in the session it started in, and stops when another is stored', async () => {
    const store = await feedFor()
    const owner = ownerOf(store)
    const userToken = window.localStorage.getItem('accessToken')
    setOnline(false)
    for (const index of [0, 1]) {
      await store.dispatch(
        toggleReaction({ id: itemAt(store, index).id, reaction: 'like', on: true }),
      )
    }
    // The first like waits on the line while another tab signs another account in.
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.post('*/api/v1/likes', async () => {
        await gate
        return undefined // the mock's own handler answers
      }),
    )
    const sent = recordRequests()
    setOnline(true)
    await vi.waitFor(() => expect(sent.matching('POST', '/likes')).toHaveLength(1))
    await makeStore().dispatch(
      login({ email: DEMO_ACCOUNTS.creator.email, password: DEMO_PASSWORD }),
    )
    release()

    await vi.waitFor(async () => expect(await reactionQueue.list(owner)).toHaveLength(1))
    const likes = sent.matching('POST', '/likes')
    expect(likes).toHaveLength(1)
    expect(likes[0]!.request.headers.get('Authorization')).toBe(`Bearer ${userToken}`)
    expect(await reactionQueue.list(owner)).toMatchObject([{ id: itemAt(store, 1).id, on: true }])
  })

  it("another account's queued reactions neither show nor are sent", async () => {
    await reactionQueue.record({ id: 'v21', reaction: 'like', on: true }, 'someone-else')
    const sent = recordRequests()
    const store = await signedInStore('user')
    await store.dispatch(fetchFeedPage())
    await store.dispatch(replayReactions())
    expect(itemAt(store).id).toBe('v21')
    // The queue is read after each page; give it the same chance to (wrongly) apply.
    await reactionQueue.list(ownerOf(store))
    expect(itemAt(store).metadata.hasLike).toBe(false)
    expect(sent.matching('POST', '/likes')).toHaveLength(0)
    expect(await reactionQueue.list('someone-else')).toMatchObject([{ id: 'v21', on: true }])
  })

  it('logging out clears the queue and the kept page', async () => {
    const store = await feedFor()
    const owner = ownerOf(store)
    setOnline(false)
    await store.dispatch(toggleReaction({ id: itemAt(store).id, reaction: 'like', on: true }))
    expect(await feedPageCache.read('default')).toHaveLength(10)
    await store.dispatch(logout())
    await vi.waitFor(async () => {
      expect(await reactionQueue.list(owner)).toEqual([])
      expect(await feedPageCache.read('default')).toBeUndefined()
    })
  })

  it("an expired session forgets the kept page but keeps the user's queue for their return", async () => {
    const store = await feedFor()
    const owner = ownerOf(store)
    const { id } = itemAt(store)
    setOnline(false)
    await store.dispatch(toggleReaction({ id, reaction: 'like', on: true }))
    expect(await feedPageCache.read('default')).toHaveLength(10)
    store.dispatch(sessionEnded({ reason: 'expired' }))
    await vi.waitFor(async () => expect(await feedPageCache.read('default')).toBeUndefined())
    expect(await reactionQueue.list(owner)).toMatchObject([{ id, on: true }])
  })
})

describe('the feed without network', () => {
  it('shows the page kept last time, marked offline, then reloads when the network returns', async () => {
    const first = makeStore()
    await first.dispatch(fetchFeedPage())
    const kept = selectFeed(first.getState()).items.map((item) => item.id)
    await vi.waitFor(async () => expect(await feedPageCache.read('default')).toHaveLength(10))

    const store = makeStore()
    store.dispatch(appInitialised())
    renderWithProviders(<ToastContainer />, { store })
    setOnline(false)
    server.use(http.get('*/api/v1/items', () => HttpResponse.error()))
    await store.dispatch(fetchFeedPage())
    await vi.waitFor(() => expect(selectFeed(store.getState()).isOfflinePage).toBe(true))
    const feed = selectFeed(store.getState())
    expect(feed.items.map((item) => item.id)).toEqual(kept)
    expect(feed).toMatchObject({ error: null, hasMore: false })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument() // no error toast

    server.resetHandlers()
    setOnline(true)
    expect(selectFeed(store.getState())).toMatchObject({
      items: [],
      page: 0,
      hasMore: true,
      isOfflinePage: false,
    })
  })
})
