// Likes and favourites on feed items, against the mock API.
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify/unstyled'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore, type DemoAccount } from '../../../tests/signed-in-store'
import { server } from '../../../tests/setup'
import type { AppStore } from '../../app/store'
import type { FeedItem } from '../../api/types'
import { selectFeed } from './feed-slice'
import { fetchFeedPage, toggleReaction } from './feed-thunks'

async function feedFor(account: DemoAccount) {
  const store = await signedInStore(account)
  await store.dispatch(fetchFeedPage())
  renderWithProviders(<ToastContainer />, { store })
  return store
}

const itemOf = (store: AppStore, id: string) =>
  selectFeed(store.getState()).items.find((item) => item.id === id)

function firstItem(store: AppStore, matches: (item: FeedItem) => boolean): FeedItem {
  const item = selectFeed(store.getState()).items.find(matches)
  if (!item) throw new Error('No such item in the first page')
  return item
}

describe('reactions', () => {
  it('a like shows at once, then takes the count the API answers; unlike undoes it', async () => {
    const sent = recordRequests()
    const store = await feedFor('user')
    const { id, metadata } = firstItem(store, (item) => !item.metadata.hasLike)

    const liking = store.dispatch(toggleReaction({ id, reaction: 'like', on: true }))
    expect(itemOf(store, id)?.metadata).toMatchObject({
      hasLike: true,
      likesCounts: metadata.likesCounts + 1,
    })
    await liking
    const [like] = sent.matching('POST', '/likes')
    expect(await like?.request.json()).toEqual({ videoId: id })
    expect(itemOf(store, id)?.metadata.likesCounts).toBe(metadata.likesCounts + 1)

    await store.dispatch(toggleReaction({ id, reaction: 'like', on: false }))
    expect(sent.matching('PUT', '/likes')).toHaveLength(1)
    expect(itemOf(store, id)?.metadata).toMatchObject({
      hasLike: false,
      likesCounts: metadata.likesCounts,
    })
  })

  it('reconciles with the count the API answers, not the local guess', async () => {
    const store = await feedFor('user')
    const { id } = firstItem(store, (item) => !item.metadata.hasFavorite)
    server.use(http.post('*/api/v1/favorites', () => HttpResponse.json({ favoriteCounts: 42 })))
    await store.dispatch(toggleReaction({ id, reaction: 'favorite', on: true }))
    expect(itemOf(store, id)?.metadata).toMatchObject({ hasFavorite: true, favoriteCounts: 42 })
  })

  it('ignores a repeated tap while the call runs', async () => {
    const sent = recordRequests()
    const store = await feedFor('user')
    const { id } = firstItem(store, (item) => !item.metadata.hasLike)
    await Promise.all([
      store.dispatch(toggleReaction({ id, reaction: 'like', on: true })),
      store.dispatch(toggleReaction({ id, reaction: 'like', on: false })),
    ])
    expect(sent.matching('POST', '/likes')).toHaveLength(1)
    expect(sent.matching('PUT', '/likes')).toHaveLength(0)
    expect(itemOf(store, id)?.metadata.hasLike).toBe(true)
  })

  it('rolls back and shows the error when the call fails', async () => {
    const store = await feedFor('user')
    const { id, metadata } = firstItem(store, (item) => !item.metadata.hasLike)
    server.use(
      http.post('*/api/v1/likes', () =>
        HttpResponse.json({ message: 'Likes are resting' }, { status: 503 }),
      ),
    )
    await store.dispatch(toggleReaction({ id, reaction: 'like', on: true }))
    expect(itemOf(store, id)?.metadata).toMatchObject({
      hasLike: false,
      likesCounts: metadata.likesCounts,
    })
    expect(await screen.findByText('Likes are resting')).toBeInTheDocument()
  })
})
