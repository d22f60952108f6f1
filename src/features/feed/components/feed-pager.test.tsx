// The pager's slides show an item's own change (a like) in the render the change causes: only a
// page's arrival, which changes every slide's "N of total", is drawn later, in the background.
// Swiper never arrives here; the pager draws the slide on screen and the next one without it.
import { act, screen, within } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { beforeEach, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { signedInStore } from '../../../../tests/signed-in-store'
import { selectFeed } from '../feed-slice'
import { fetchFeedPage, toggleReaction } from '../feed-thunks'
import { FeedPager } from './feed-pager'

vi.mock('./load-swiper', () => ({
  loadSwiper: () => new Promise(() => {}),
  loadSwiperNow: () => {},
}))

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue()
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue()
})

it('a like shows on the slide on screen in the render the tap causes', async () => {
  const store = await signedInStore('user')
  await store.dispatch(fetchFeedPage())
  const { items, activeIndex } = selectFeed(store.getState())
  const item = items[activeIndex]!
  renderWithProviders(<FeedPager />, { store })
  const slide = screen.getByRole('article', { name: `${activeIndex + 1} of ${items.length}` })
  const like = within(slide).getByRole('button', { name: 'Like' })
  expect(like).toHaveAttribute('aria-pressed', String(item.metadata.hasLike))

  let liking: Promise<unknown> = Promise.resolve()
  act(() => {
    // Only the urgent render the store's change calls for; nothing deferred after it.
    flushSync(() => {
      liking = store.dispatch(
        toggleReaction({ id: item.id, reaction: 'like', on: !item.metadata.hasLike }),
      )
    })
    expect(like).toHaveAttribute('aria-pressed', String(!item.metadata.hasLike))
  })
  await act(() => liking)
})
