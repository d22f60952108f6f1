// The items calls: the feed, one item, delete, likes, favourites, and the purchase that unlocks a
// video for the unlock period.
import { http } from 'msw'
import { UNLOCK_HOURS, UNLOCK_PRICE_POINTS } from '../../src/config/product'
import { db, newId, now, type DbVideo } from '../db'
import { readMbps, withLadderMedia } from '../media-ladder'
import {
  balanceOf,
  formatPoints,
  isPublished,
  newestFirst,
  toFeedItem,
  toPublicUser,
} from '../views'
import { api, fail, ok, pageParams, readJson, requireSession, viewerOf } from './respond'

const PURCHASE_MS = UNLOCK_HOURS * 3_600_000

const findVideo = (id: unknown) => db.videos.find((video) => video.id === String(id))

async function videoFromBody(request: Request): Promise<DbVideo | Response> {
  const body = await readJson(request)
  if (typeof body?.videoId !== 'string')
    return fail(422, 'videoId is required.', { field: 'videoId' })
  return findVideo(body.videoId) ?? fail(404, 'Video not found.')
}

function toggle(list: string[], userId: string, on: boolean): string[] {
  const without = list.filter((id) => id !== userId)
  return on ? [...without, userId] : without
}

function reaction(path: string, on: boolean, field: 'likedBy' | 'favoritedBy') {
  const resolver = async ({ request }: { request: Request }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    const video = await videoFromBody(request)
    if (video instanceof Response) return video
    video[field] = toggle(video[field], user.id, on)
    return ok(
      field === 'likedBy'
        ? { likesCounts: video.likedBy.length }
        : { favoriteCounts: video.favoritedBy.length },
    )
  }
  return on ? http.post(api(path), resolver) : http.put(api(path), resolver)
}

export const itemHandlers = [
  http.get(api('/items'), ({ request }) => {
    const url = new URL(request.url)
    const viewer = viewerOf(request)
    const { limit, offset } = pageParams(url, 10)
    const following = url.searchParams.get('filter') === 'following'
    const followed = new Set(
      db.follows.filter((f) => f.followerId === viewer?.id).map((f) => f.creatorId),
    )
    let videos = db.videos
      .filter((video) => isPublished(video) && (!following || followed.has(video.ownerId)))
      .sort(newestFirst)
    if (following && !viewer) videos = []
    const lastViewed = url.searchParams.get('vid')
    const first =
      offset === 0 && lastViewed ? videos.find((video) => video.id === lastViewed) : undefined
    if (first) videos = [first, ...videos.filter((video) => video !== first)]
    // Only when a benchmark's server serves a bitrate ladder (media-ladder.ts) does `mbps` count.
    const mbps = readMbps(url)
    return ok({
      items: videos
        .slice(offset, offset + limit)
        .map((video) => withLadderMedia(toFeedItem(video, viewer), mbps)),
      hasMore: offset + limit < videos.length,
    })
  }),

  http.get(api('/items/:id'), ({ request, params }) => {
    const video = findVideo(params.id)
    const owner = db.users.find((user) => user.id === video?.ownerId)
    if (!video || !owner) return fail(404, 'Video not found.')
    return ok({ ...toFeedItem(video, viewerOf(request)), userdata: toPublicUser(owner) })
  }),

  http.delete(api('/items/:id'), ({ request, params }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    const video = findVideo(params.id)
    if (!video) return fail(404, 'Video not found.')
    const mayDelete = video.ownerId === user.id || user.role === 'manager' || user.role === 'admin'
    if (!mayDelete) return fail(403, 'You can only delete your own videos.')
    db.videos = db.videos.filter((other) => other !== video)
    return ok()
  }),

  reaction('/likes', true, 'likedBy'),
  reaction('/likes', false, 'likedBy'),
  reaction('/favorites', true, 'favoritedBy'),
  reaction('/favorites', false, 'favoritedBy'),

  http.put(api('/video-purchase-one-day/:id'), ({ request, params }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    const video = findVideo(params.id)
    if (!video) return fail(404, 'Video not found.')
    if (balanceOf(user.id) < UNLOCK_PRICE_POINTS) {
      return fail(402, `You need ${UNLOCK_PRICE_POINTS} Points to unlock this video.`)
    }
    // Every call charges, as a payment API without idempotency keys does: a second purchase of a
    // video still unlocked costs the price again and starts its period afresh. The app must
    // never send one (docs/api.md, PUT /video-purchase-one-day/{id}).
    const expiresAt = now() + PURCHASE_MS
    db.purchases = db.purchases.filter((p) => !(p.userId === user.id && p.videoId === video.id))
    db.purchases.push({ userId: user.id, videoId: video.id, expiresAt })
    db.transactions.push({
      id: newId('t'),
      userId: user.id,
      date: now(),
      description: `Video unlocked for ${UNLOCK_HOURS} hours: ${video.name}`,
      type: 'PURCHASE',
      value: UNLOCK_PRICE_POINTS,
    })
    return ok({
      balanceFormatted: formatPoints(balanceOf(user.id)),
      expiresAt: new Date(expiresAt).toISOString(),
    })
  }),

  http.get(api('/purchases'), ({ request }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    const videos = db.purchases
      .filter((p) => p.userId === user.id && p.expiresAt > now())
      .map((p) => findVideo(p.videoId))
      .filter((video): video is DbVideo => !!video)
    return ok({ videos: videos.map((video) => toFeedItem(video, user)) })
  }),
]
