// The feed's analytics events at their moments, with their properties, against the
// mock API: limit_feed_* around a locked video on screen, video_view after a second of the
// active video, video_like and video_fav when switched on, pass_buy_start when the purchase is
// offered, video_buy_success and pass_buy_success once it went through.
import { act, fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { recordAnalytics } from '../../../tests/analytics-sink'
import { ClosableDialog } from '../../../tests/dialog-harness'
import { renderWithProviders } from '../../../tests/render'
import { signedInStore } from '../../../tests/signed-in-store'
import { isLocked, type FeedItem } from '../../api/types'
import { makeStore, type AppStore } from '../../app/store'
import { addFault } from '../../../mock-api/faults'
import { MODAL_BUY_XPASS } from '../modals/modal-names'
import { BuyPassModal } from './components/buy-pass-modal'
import { FeedVideo } from './components/feed-video'
import { useFeedAnalytics } from './components/use-feed-analytics'
import { selectFeed, slideChanged } from './feed-slice'
import { buyVideo } from '../purchases/purchases-slice'
import { fetchFeedPage, toggleReaction } from './feed-thunks'

async function loadedFeed(store: AppStore) {
  await store.dispatch(fetchFeedPage())
  return store
}

function indexOf(store: AppStore, matches: (item: FeedItem) => boolean): number {
  const index = selectFeed(store.getState()).items.findIndex(matches)
  if (index < 0) throw new Error('No such item in the first page')
  return index
}

const itemAt = (store: AppStore, index: number) => selectFeed(store.getState()).items[index]!

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue()
})

describe('feed analytics', () => {
  it('limit_feed_start and limit_feed_end bracket a locked video on screen', async () => {
    const store = await loadedFeed(makeStore())
    const locked = indexOf(store, isLocked)
    const free = indexOf(store, (item) => !isLocked(item))
    store.dispatch(slideChanged(free))
    const analytics = recordAnalytics()
    // The same visitor's free_feed_*: src/app/free-feed-analytics.test.tsx.
    const limitEvents = () =>
      analytics
        .events()
        .filter(([name]) => typeof name === 'string' && name.startsWith('limit_feed_'))
    function HomeAnalytics() {
      useFeedAnalytics()
      return null
    }
    renderWithProviders(<HomeAnalytics />, { store })
    expect(limitEvents()).toEqual([])

    const { id } = itemAt(store, locked)
    act(() => {
      store.dispatch(slideChanged(locked))
    })
    expect(limitEvents()).toEqual([['limit_feed_start', { videoId: id }]])
    act(() => {
      store.dispatch(slideChanged(free))
    })
    expect(limitEvents()).toEqual([
      ['limit_feed_start', { videoId: id }],
      ['limit_feed_end', { videoId: id }],
    ])
  })

  it('video_view: once per video, after a second of it playing as the active one', async () => {
    const store = await loadedFeed(makeStore())
    const item = itemAt(
      store,
      indexOf(store, (candidate) => !isLocked(candidate)),
    )
    const analytics = recordAnalytics()
    const props = {
      item,
      load: true,
      preload: 'auto' as const,
      onShown() {},
      onBuffer() {},
      onDoubleTap() {},
    }
    const { container, rerender } = renderWithProviders(<FeedVideo {...props} isActive={false} />, {
      store,
    })
    const video = container.querySelector('video')!
    const playedTo = (seconds: number) => {
      video.currentTime = seconds
      fireEvent.timeUpdate(video)
    }

    playedTo(2)
    rerender(<FeedVideo {...props} isActive />)
    playedTo(0.5)
    expect(analytics.events()).toEqual([])
    playedTo(1)
    playedTo(2)
    expect(analytics.events()).toEqual([['video_view', { videoId: item.id }]])
  })

  it('video_like and video_fav when switched on, nothing when switched off', async () => {
    const store = await loadedFeed(await signedInStore('user'))
    const { id } = itemAt(
      store,
      indexOf(store, (item) => !item.metadata.hasLike),
    )
    const analytics = recordAnalytics()

    await store.dispatch(toggleReaction({ id, reaction: 'like', on: true }))
    await store.dispatch(toggleReaction({ id, reaction: 'favorite', on: true }))
    await store.dispatch(toggleReaction({ id, reaction: 'like', on: false }))
    await store.dispatch(toggleReaction({ id, reaction: 'favorite', on: false }))
    expect(analytics.events()).toEqual([
      ['video_like', { videoId: id }],
      ['video_fav', { videoId: id }],
    ])
  })

  it('a reaction the server refuses records nothing', async () => {
    const store = await loadedFeed(await signedInStore('user'))
    const { id } = itemAt(
      store,
      indexOf(store, (item) => !item.metadata.hasLike),
    )
    addFault({ path: '/api/v1/likes', status: 500, times: 1 })
    const analytics = recordAnalytics()
    await store.dispatch(toggleReaction({ id, reaction: 'like', on: true }))
    expect(analytics.events()).toEqual([])
  })

  it('pass_buy_start when a signed-in user is offered the purchase; the successes once it went through', async () => {
    const store = await loadedFeed(await signedInStore('user'))
    const { id } = itemAt(store, indexOf(store, isLocked))
    const analytics = recordAnalytics()
    function Offer({ onClose }: { onClose: () => void }) {
      return <BuyPassModal name={MODAL_BUY_XPASS} payload={{ videoId: id }} onClose={onClose} />
    }
    const { user } = renderWithProviders(<ClosableDialog Body={Offer} />, { store })
    expect(analytics.events()).toEqual([['pass_buy_start', { videoId: id }]])

    await user.click(screen.getByRole('button', { name: 'PAY' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(analytics.events()).toEqual([
      ['pass_buy_start', { videoId: id }],
      ['video_buy_success', { videoId: id }],
      ['pass_buy_success', { videoId: id }],
    ])
  })

  it('a refused purchase records no success; a visitor is offered an account, not a purchase', async () => {
    const broke = await loadedFeed(await signedInStore('broke'))
    const { id } = itemAt(broke, indexOf(broke, isLocked))
    const analytics = recordAnalytics()
    await broke.dispatch(buyVideo(id))
    expect(analytics.names()).toEqual([])

    renderWithProviders(
      <BuyPassModal name={MODAL_BUY_XPASS} payload={{ videoId: id }} onClose={() => {}} />,
    )
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument()
    expect(analytics.names()).toEqual([])
  })
})
