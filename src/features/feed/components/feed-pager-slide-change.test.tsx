// The store learns of a swipe's new slide in a task after Swiper tells it (feed-pager.tsx): a pager
// gone meanwhile (the list started over, with a pager of its own) moves nothing. Swiper is a
// stand-in here that keeps what the pager gave it, so that a test can say the slide changed.
import { act, waitFor } from '@testing-library/react'
import { beforeEach, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { makeStore } from '../../../app/store'
import { nextTask } from '../../../lib/next-task'
import { selectFeed } from '../feed-slice'
import { fetchFeedPage } from '../feed-thunks'
import { FeedPager } from './feed-pager'

const swipers = vi.hoisted(() => {
  type SlideChange = (swiper: { previousIndex: number; activeIndex: number }) => void
  class StandInSwiper {
    destroyed = false
    readonly params: { on: { slideChange: SlideChange }; virtual: object }
    readonly virtual = { slides: [] as number[], update: () => {} }
    constructor(_element: HTMLElement, params: StandInSwiper['params']) {
      this.params = params
      made.push(this)
    }
    init() {}
    slideTo() {}
    slideNext() {}
    slidePrev() {}
    updateSlides() {}
    updateProgress() {}
    updateSlidesClasses() {}
    destroy() {
      this.destroyed = true
    }
  }
  const made: StandInSwiper[] = []
  return { StandInSwiper, made }
})

vi.mock('./load-swiper', () => ({
  loadSwiper: () => Promise.resolve({ Swiper: swipers.StandInSwiper, Virtual: {} }),
  loadSwiperNow: () => {},
}))

beforeEach(() => {
  swipers.made.length = 0
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue()
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue()
})

async function pagerWithSwiper() {
  const store = makeStore()
  await store.dispatch(fetchFeedPage())
  const from = selectFeed(store.getState()).activeIndex
  const view = renderWithProviders(<FeedPager />, { store })
  await waitFor(() => expect(swipers.made).toHaveLength(1))
  const swiper = swipers.made[0]!
  const swipeTo = (to: number) =>
    act(() => swiper.params.on.slideChange({ previousIndex: from, activeIndex: to }))
  return { store, from, swipeTo, unmount: view.unmount }
}

it("moves the store's slide in the task after Swiper's", async () => {
  const { store, from, swipeTo } = await pagerWithSwiper()
  swipeTo(from + 1)
  expect(selectFeed(store.getState()).activeIndex).toBe(from)
  await waitFor(() => expect(selectFeed(store.getState()).activeIndex).toBe(from + 1))
})

it('moves nothing when the pager is gone before that task', async () => {
  const { store, from, swipeTo, unmount } = await pagerWithSwiper()
  swipeTo(from + 1)
  unmount()
  // Queued after the pager's task, so it has run by now.
  await nextTask()
  expect(selectFeed(store.getState()).activeIndex).toBe(from)
})
