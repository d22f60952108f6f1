// Item calls (docs/api.md): the feed, one item, likes, favourites, purchases and a
// creator's own videos. The upload is in uploads.ts, with the transport only it needs.
import { apiRequest } from './client'
import type {
  CountedItems,
  FeedFilter,
  FeedItem,
  FeedItemDetail,
  FeedPage,
  Permission,
} from './types'

export const FEED_PAGE_SIZE = 10
export const CREATOR_PAGE_SIZE = 5

export interface FeedQuery {
  offset: number
  filter: FeedFilter
  /** measured bandwidth in Mbit/s; left out while unknown */
  mbps?: number
  /** last viewed video id */
  vid?: string
}

export const fetchFeed = ({ offset, filter, mbps, vid }: FeedQuery, signal?: AbortSignal) =>
  apiRequest<FeedPage>('/items', {
    query: { limit: FEED_PAGE_SIZE, offset, filter, mbps, vid: vid || undefined },
    signal,
  })

export const fetchItem = (id: string) =>
  apiRequest<FeedItemDetail>(`/items/${encodeURIComponent(id)}`)

export const deleteItem = (id: string) =>
  apiRequest<object>(`/items/${encodeURIComponent(id)}`, { method: 'DELETE' })

export const likeVideo = (videoId: string) =>
  apiRequest<{ likesCounts: number }>('/likes', { method: 'POST', json: { videoId } })

export const unlikeVideo = (videoId: string) =>
  apiRequest<{ likesCounts: number }>('/likes', { method: 'PUT', json: { videoId } })

export const addFavorite = (videoId: string) =>
  apiRequest<{ favoriteCounts: number }>('/favorites', { method: 'POST', json: { videoId } })

export const removeFavorite = (videoId: string) =>
  apiRequest<{ favoriteCounts: number }>('/favorites', { method: 'PUT', json: { videoId } })

export const purchaseVideo = (id: string) =>
  apiRequest<{ balanceFormatted: string; expiresAt: string }>(
    `/video-purchase-one-day/${encodeURIComponent(id)}`,
    { method: 'PUT' },
  )

export const fetchCreatorItems = (offset: number) =>
  apiRequest<CountedItems>('/creator-items', { query: { limit: CREATOR_PAGE_SIZE, offset } })

export const updateOwnItem = (id: string, permission: Permission) =>
  apiRequest<FeedItem>(`/item/${encodeURIComponent(id)}`, { method: 'PUT', json: { permission } })
