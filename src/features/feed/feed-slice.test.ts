// The feed's state against the mock API: paging, the filter, resuming, reactions and purchases.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mock-api/db'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../mock-api/seed/demo-accounts'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import { server } from '../../../tests/setup'
import { makeStore, type AppStore } from '../../app/store'
import { logout } from '../auth/auth-slice'
import { login } from '../auth/login'
import { filterChanged, selectFeed, slideChanged } from './feed-slice'
import { fetchFeedPage } from './feed-thunks'

const itemsQuery = (sent: ReturnType<typeof recordRequests>) =>
  sent.matching('GET', '/items').map(({ query }) => Object.fromEntries(query))

const signedIn = signedInStore

const feedOf = (store: AppStore) => selectFeed(store.getState())

describe('paging', () => {
  it('asks for pages of 10 at offset page × 10 and appends them', async () => {
    const sent = recordRequests()
    const store = makeStore()
    await store.dispatch(fetchFeedPage())
    await store.dispatch(fetchFeedPage())

    expect(itemsQuery(sent)).toEqual([
      { limit: '10', offset: '0', filter: 'default' },
      { limit: '10', offset: '10', filter: 'default' },
    ])
    const { items, page, hasMore } = feedOf(store)
    expect(items).toHaveLength(20)
    expect(new Set(items.map(({ id }) => id)).size).toBe(20)
    expect({ page, hasMore }).toEqual({ page: 2, hasMore: true })
  })

  it('never holds an item twice when pages overlap', async () => {
    const store = makeStore()
    await store.dispatch(fetchFeedPage())
    const [first] = feedOf(store).items
    server.use(
      http.get('*/api/v1/items', () => HttpResponse.json({ items: [first], hasMore: false })),
    )
    await store.dispatch(fetchFeedPage())
    expect(feedOf(store).items.filter(({ id }) => id === first?.id)).toHaveLength(1)
    expect(feedOf(store).hasMore).toBe(false)
  })

  it('sends one request at a time and none past the end', async () => {
    const sent = recordRequests()
    const store = makeStore()
    await Promise.all([store.dispatch(fetchFeedPage()), store.dispatch(fetchFeedPage())])
    expect(sent.matching('GET', '/items')).toHaveLength(1)

    while (feedOf(store).hasMore) await store.dispatch(fetchFeedPage())
    const count = sent.matching('GET', '/items').length
    await store.dispatch(fetchFeedPage())
    expect(sent.matching('GET', '/items')).toHaveLength(count)
    expect(feedOf(store).items.every((item) => item.status === 'DONE')).toBe(true)
  })

  it('keeps what it has and says why when a page fails; a retry continues', async () => {
    const store = makeStore()
    await store.dispatch(fetchFeedPage())
    server.use(
      http.get('*/api/v1/items', () => HttpResponse.json({ message: 'Down' }, { status: 500 }), {
        once: true,
      }),
    )
    await store.dispatch(fetchFeedPage())
    expect(feedOf(store)).toMatchObject({ page: 1, error: 'Down', isLoading: false })
    expect(feedOf(store).items).toHaveLength(10)
    // The feed shows its own message: no toast, no modal.
    expect(store.getState().modals.queue).toEqual([])

    await store.dispatch(fetchFeedPage())
    expect(feedOf(store)).toMatchObject({ page: 2, error: null })
  })
})

describe('filter', () => {
  it('starts over from page 0 with the new filter and remembers it', async () => {
    const sent = recordRequests()
    const store = await signedIn()
    await store.dispatch(fetchFeedPage())
    store.dispatch(slideChanged(3))
    store.dispatch(filterChanged('following'))
    expect(feedOf(store)).toMatchObject({ items: [], page: 0, activeIndex: 0, filter: 'following' })
    expect(window.localStorage.getItem('videoFeedFilter')).toBe('following')

    await store.dispatch(fetchFeedPage())
    expect(itemsQuery(sent).at(-1)).toEqual({ limit: '10', offset: '0', filter: 'following' })
    const followed = new Set(db.follows.map(({ creatorId }) => creatorId))
    expect(feedOf(store).items.every(({ ownerId }) => followed.has(ownerId))).toBe(true)
    expect(makeStore().getState().feed.filter).toBe('following')
  })

  it('drops the answer to a page asked for under the previous filter', async () => {
    const store = makeStore()
    const stale = store.dispatch(fetchFeedPage())
    store.dispatch(filterChanged('following'))
    await stale
    expect(feedOf(store)).toMatchObject({ items: [], page: 0, isLoading: false })
  })
})

describe('resume', () => {
  it('starts the first page of a session with the last viewed video', async () => {
    const store = makeStore()
    await store.dispatch(fetchFeedPage())
    const viewed = feedOf(store).items[4]
    store.dispatch(slideChanged(4))
    expect(window.localStorage.getItem('lastViewedVideo')).toBe(viewed?.id)

    const sent = recordRequests()
    const reloaded = makeStore()
    await reloaded.dispatch(fetchFeedPage())
    await reloaded.dispatch(fetchFeedPage())
    expect(itemsQuery(sent)).toEqual([
      { limit: '10', offset: '0', filter: 'default', vid: viewed?.id },
      { limit: '10', offset: '10', filter: 'default' },
    ])
    expect(feedOf(reloaded).items[0]?.id).toBe(viewed?.id)
  })

  it('signing in reloads from the item on screen; logging out forgets everything', async () => {
    const store = makeStore()
    await store.dispatch(fetchFeedPage())
    store.dispatch(slideChanged(2))
    const onScreen = feedOf(store).items[2]?.id
    await store.dispatch(login({ email: DEMO_ACCOUNTS.user.email, password: DEMO_PASSWORD }))
    expect(feedOf(store)).toMatchObject({ items: [], page: 0, resumeId: onScreen })

    store.dispatch(filterChanged('following'))
    await store.dispatch(logout())
    expect(feedOf(store)).toMatchObject({
      items: [],
      filter: 'default',
      userLastViewedVideo: '',
      resumeId: '',
    })
    expect(window.localStorage.getItem('lastViewedVideo')).toBeNull()
    expect(window.localStorage.getItem('videoFeedFilter')).toBeNull()
  })
})
