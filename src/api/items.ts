// The feed's calls (docs/api.md): the feed, likes and favourites. The purchase and the item it
// unlocks are purchases.ts, which loads with the code that buys; a creator's own videos are
// own-items.ts, which loads with My Videos; the upload is uploads.ts, with the transport only it
// needs.
import { apiRequest } from './client'
import type { FeedFilter, FeedPage } from './types'

export const FEED_PAGE_SIZE = 10

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

/**
 * Where each reaction sits on an item's metadata: whether the viewer has made it, and its count,
 * which is also the field its call answers with.
 */
export const reactionFields = {
  like: { flag: 'hasLike', count: 'likesCounts', path: '/likes' },
  favorite: { flag: 'hasFavorite', count: 'favoriteCounts', path: '/favorites' },
} as const

export type Reaction = keyof typeof reactionFields

/**
 * Makes (POST) or undoes (PUT) a reaction; resolves with the item's new count of it. `token`: the
 * session to send it in (the stored one when left out).
 */
export async function sendReaction(
  reaction: Reaction,
  videoId: string,
  on: boolean,
  token?: string,
) {
  const { path, count } = reactionFields[reaction]
  const method = on ? 'POST' : 'PUT'
  const answer = await apiRequest<Record<typeof count, number>>(path, {
    method,
    json: { videoId },
    token,
  })
  return answer[count]
}
