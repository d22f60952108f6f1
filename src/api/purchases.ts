// The purchase's calls (docs/api.md): the 24-hour unlock of a paid video, and the item it
// unlocks, for its source. Apart from the feed's calls (items.ts), so they load with the code that
// buys, not with Home.
import { apiRequest } from './client'
import type { FeedItemDetail } from './types'

/** Charges on every call: send it once per purchase. */
export const purchaseVideo = (id: string) =>
  apiRequest<{ balanceFormatted: string; expiresAt: string }>(
    `/video-purchase-one-day/${encodeURIComponent(id)}`,
    { method: 'PUT' },
  )

/** The item as this caller may see it now: with its `src` once unlocked. */
export const fetchItem = (id: string) =>
  apiRequest<FeedItemDetail>(`/items/${encodeURIComponent(id)}`)
