// My Videos: one page of the creator's own videos at a time (5; GET /creator-items in
// docs/api.md), free or paid (PUT /item/{id}), delete (DELETE /items/{id}). A change applies when
// the call answers; a failed change or delete is told by the errors listener's toast (the
// server's message) and leaves the video as it was.
import {
  CREATOR_PAGE_SIZE,
  deleteItem,
  fetchCreatorItems,
  updateOwnItem,
} from '../../api/own-items'
import type { FeedItem } from '../../api/types'
import { statusLabel } from '../../lib/video-status'
import { createVideoList } from '../video-lists/video-list-slice'

/** My Videos is one list: the signed-in creator's. */
export const MINE = {}

// Injected when My Videos loads: Home's first load goes without it.
export const myVideos = createVideoList('myVideos', {
  pageSize: CREATOR_PAGE_SIZE,
  fetchPage: ({ page }) => fetchCreatorItems(page * CREATOR_PAGE_SIZE),
  update: updateOwnItem,
  remove: deleteItem,
  isOptimistic: false,
})

const isProcessing = (item: FeedItem) => statusLabel(item.status) === 'Processing'

export const selectHasProcessing = (state: Parameters<typeof myVideos.selectList>[0]) =>
  !!myVideos.selectList(state, MINE)?.items.some(isProcessing)
