// A feed slide shows what the session bought at once: a purchase turns the offer into the video,
// and a video bought whose source the app could not fetch shows its poster and fetches the source
// on screen (Try again after a failure), never the offer again.
import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { server } from '../../../../tests/setup'
import { signedInStore } from '../../../../tests/signed-in-store'
import { buyVideo } from '../../purchases/purchases-slice'
import { selectFeed } from '../feed-slice'
import { fetchFeedPage } from '../feed-thunks'
import { FeedSlide } from './feed-slide'

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue()
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue()
})

async function lockedSlide() {
  const store = await signedInStore('user')
  await store.dispatch(fetchFeedPage())
  const { items } = selectFeed(store.getState())
  const index = items.findIndex((item) => item.permission === 'PRIVATE' && item.src === '')
  const item = items[index]!
  renderWithProviders(
    <FeedSlide
      item={item}
      index={index}
      total={items.length}
      isActive
      load
      preload="auto"
      onBuffer={() => {}}
    />,
    { store },
  )
  return { store, id: item.id }
}

const offer = () => screen.queryByRole('button', { name: 'Open With 10 Points' })

it('a purchase turns the offer into the video', async () => {
  const { store, id } = await lockedSlide()
  expect(offer()).toBeInTheDocument()
  await act(() => store.dispatch(buyVideo(id)))
  expect(offer()).not.toBeInTheDocument()
  expect(document.querySelector('video')).toHaveAttribute('src', expect.stringMatching(/\.mp4$/))
})

it('bought without a source: the poster while it loads, Try again after a failure', async () => {
  const { store, id } = await lockedSlide()
  server.use(
    http.get('*/api/v1/items/:id', () =>
      HttpResponse.json({ message: 'Resting' }, { status: 503 }),
    ),
  )
  const sent = recordRequests()
  await act(() => store.dispatch(buyVideo(id)))

  // The video on screen asks for its source at once; it fails too.
  expect(offer()).not.toBeInTheDocument()
  expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be loaded.')
  expect(sent.matching('GET', `/items/${id}`)).toHaveLength(2)
  expect(offer()).not.toBeInTheDocument()
  expect(document.querySelector('video')).toBeNull()

  server.resetHandlers()
  act(() => screen.getByRole('button', { name: 'Try again' }).click())
  expect(screen.getByRole('status', { name: 'Loading the video' })).toBeInTheDocument()
  await vi.waitFor(() =>
    expect(document.querySelector('video')).toHaveAttribute('src', expect.stringMatching(/\.mp4$/)),
  )
  expect(offer()).not.toBeInTheDocument()
})
