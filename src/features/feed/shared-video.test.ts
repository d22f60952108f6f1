// Opening the app on a shared video's link, against the mock API: the Feed's first page starts
// with that video, whatever filter this browser had; a video the Feed does not hold leaves the
// Feed at its start with a message; a failed page says nothing of the video.
import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { createElement } from 'react'
import { ToastContainer } from 'react-toastify/unstyled'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mock-api/db'
import { isPublished } from '../../../mock-api/views'
import { recordRequests } from '../../../tests/sent-requests'
import { server } from '../../../tests/setup'
import { makeStore, type AppStore } from '../../app/store'
import { login } from '../auth/login'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../mock-api/seed/demo-accounts'
import { selectFeed } from './feed-slice'
import { fetchFeedPage } from './feed-thunks'
import { openSharedVideo } from './shared-video'

const NOT_AVAILABLE = 'The shared video is not available.'

const feedOf = (store: AppStore) => selectFeed(store.getState())
const itemsQuery = (sent: ReturnType<typeof recordRequests>) =>
  sent.matching('GET', '/items').map(({ query }) => Object.fromEntries(query))

/** The ids of the Feed's first page as a visitor gets it. */
async function defaultFirstPage(): Promise<string[]> {
  const store = makeStore()
  await store.dispatch(fetchFeedPage())
  return feedOf(store).items.map(({ id }) => id)
}

beforeEach(() => {
  render(createElement(ToastContainer))
})

describe('openSharedVideo', () => {
  it('asks for the Feed with the video first, even where Following was chosen, and keeps both', async () => {
    const shared = (await defaultFirstPage())[6]!
    window.localStorage.setItem('videoFeedFilter', 'following')
    window.localStorage.setItem('lastViewedVideo', 'v1')
    const sent = recordRequests()
    const store = makeStore()

    await store.dispatch(openSharedVideo(shared))

    expect(itemsQuery(sent)).toEqual([{ limit: '10', offset: '0', filter: 'default', vid: shared }])
    const feed = feedOf(store)
    expect(feed.filter).toBe('default')
    expect(feed.items[feed.activeIndex]?.id).toBe(shared)
    // A reload shows what is on screen: the Feed, at the shared video.
    expect(window.localStorage.getItem('videoFeedFilter')).toBe('default')
    expect(window.localStorage.getItem('lastViewedVideo')).toBe(shared)
    expect(screen.queryByText(NOT_AVAILABLE)).not.toBeInTheDocument()
  })

  it('opens a locked video at its place too, still locked for a visitor', async () => {
    const [first] = await defaultFirstPage()
    const locked = db.videos.find(
      (video) => isPublished(video) && video.permission === 'PRIVATE' && video.id !== first,
    )!
    const store = makeStore()
    await store.dispatch(openSharedVideo(locked.id))
    expect(feedOf(store).items[0]).toMatchObject({ id: locked.id, permission: 'PRIVATE', src: '' })
  })

  it('shows the Feed from its start and says so when the video is not in it', async () => {
    const start = await defaultFirstPage()
    const awaitingModeration = db.videos.find((video) => !isPublished(video))!
    const store = makeStore()

    await store.dispatch(openSharedVideo(awaitingModeration.id))

    const feed = feedOf(store)
    expect(feed.items.map(({ id }) => id)).toEqual(start)
    expect(feed.activeIndex).toBe(0)
    expect(await screen.findByText(NOT_AVAILABLE)).toBeInTheDocument()
  })

  it('keeps the video first when a sign-in reloads the feed', async () => {
    const shared = (await defaultFirstPage())[3]!
    const store = makeStore()
    await store.dispatch(openSharedVideo(shared))
    await store.dispatch(login({ email: DEMO_ACCOUNTS.user.email, password: DEMO_PASSWORD }))
    const sent = recordRequests()
    await store.dispatch(fetchFeedPage())
    expect(itemsQuery(sent)[0]).toMatchObject({ offset: '0', vid: shared })
    expect(feedOf(store).items[0]?.id).toBe(shared)
  })

  it('says nothing of the video when the page itself fails', async () => {
    server.use(http.get('*/api/v1/items', () => HttpResponse.json({}, { status: 500 })))
    const store = makeStore()
    await store.dispatch(openSharedVideo('v3'))
    expect(feedOf(store).error).not.toBeNull()
    // The next toast raised is the only one there: the failure raised none of its own.
    server.resetHandlers()
    await store.dispatch(openSharedVideo('no-such-video'))
    expect(await screen.findByText(NOT_AVAILABLE)).toBeInTheDocument()
    expect(screen.getAllByText(NOT_AVAILABLE)).toHaveLength(1)
  })
})
