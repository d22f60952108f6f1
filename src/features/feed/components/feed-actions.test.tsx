// The Like and Favourite buttons follow the store, not the slide's item: the slide gets its item
// through the pager's deferred list (feed-pager.tsx), which a tap's change reaches a frame or more
// after the tap. Rendered here with an item one change behind the store.
import { act, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { signedInStore } from '../../../../tests/signed-in-store'
import type { FeedItem } from '../../../api/types'
import { selectFeed } from '../feed-slice'
import { fetchFeedPage, toggleReaction } from '../feed-thunks'
import { FeedActions } from './feed-actions'
import { useReaction } from './use-reaction'

function Actions({ item }: { item: FeedItem }) {
  return <FeedActions item={item} react={useReaction(item)} />
}

/** A liked item, rendered as it was before the like. */
async function likedBehind() {
  const store = await signedInStore('user')
  await store.dispatch(fetchFeedPage())
  const before = selectFeed(store.getState()).items.find((item) => !item.metadata.hasLike)!
  await store.dispatch(toggleReaction({ id: before.id, reaction: 'like', on: true }))
  renderWithProviders(<Actions item={before} />, { store })
  return { before }
}

const like = () => screen.getByRole('button', { name: 'Like' })

it('shows a like as the store has it, with its count, before the slide has it', async () => {
  const { before } = await likedBehind()
  expect(like()).toHaveAttribute('aria-pressed', 'true')
  expect(like().parentElement).toHaveTextContent(String(before.metadata.likesCounts + 1))
})

it('a tap undoes the like the store has, not the one the slide has', async () => {
  await likedBehind()
  const sent = recordRequests()
  act(() => like().click())
  await vi.waitFor(() => expect(sent.matching('PUT', '/likes')).toHaveLength(1))
  expect(sent.matching('POST', '/likes')).toHaveLength(0)
  expect(like()).toHaveAttribute('aria-pressed', 'false')
})
