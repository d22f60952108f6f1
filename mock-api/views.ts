// Turns database rows into the API's shapes (src/api/types.ts), as seen by one caller.
import type {
  FeedItem,
  PublicUser,
  Statistic,
  Transaction,
  User,
  VideoStatus,
} from '../src/api/types'
import { db, now, type DbUser, type DbVideo } from './db'
import { mediaUrl } from './media-urls'

/** How long an upload spends in each state before processing ends. */
export const UPLOADED_MS = 1000
export const PROCESSING_MS = 3000

const DEBIT_TYPES = new Set(['PURCHASE', 'WITHDRAW'])

export function toUser(user: DbUser): User {
  const isCreator = user.role === 'creator'
  const isStaff = user.role === 'manager' || user.role === 'admin'
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isVerified: user.isVerified,
    username: user.username,
    fullname: user.fullname,
    description: user.description,
    avatar: mediaUrl(user.avatar),
    avatarThumb: mediaUrl(user.avatar),
    isKycVerified: user.isKycVerified,
    hasCreatorRequest: user.hasCreatorRequest,
    hasCreatorAccess: isCreator || user.role === 'admin',
    hasManagerAccess: isStaff && user.isVerified,
    hasUserAccess: true,
    hasAccountSettings: true,
  }
}

export function toPublicUser(user: DbUser): PublicUser {
  const { id, username, fullname, description, role } = user
  const avatar = mediaUrl(user.avatar)
  return { id, username, fullname, description, avatar, avatarThumb: avatar, role }
}

export function videoStatus(video: DbVideo): VideoStatus {
  if (!video.upload) return video.status
  const elapsed = now() - video.upload.uploadedAt
  if (elapsed < UPLOADED_MS) return 'UPLOADED'
  if (elapsed < UPLOADED_MS + PROCESSING_MS) return 'PROCESSING'
  return video.upload.fails ? 'ERROR' : 'DONE'
}

export function activePurchase(userId: string, videoId: string) {
  return db.purchases.find(
    (p) => p.userId === userId && p.videoId === videoId && p.expiresAt > now(),
  )
}

export function isUnlockedFor(video: DbVideo, viewer: DbUser | null): boolean {
  if (video.permission === 'PUBLIC') return true
  if (!viewer) return false
  return viewer.id === video.ownerId || !!activePurchase(viewer.id, video.id)
}

interface FeedItemOptions {
  /** Manager and admin lists: the owner's e-mail and the source even when paid. */
  staffView?: boolean
}

export function toFeedItem(
  video: DbVideo,
  viewer: DbUser | null,
  options: FeedItemOptions = {},
): FeedItem {
  const owner = db.users.find((user) => user.id === video.ownerId)
  const purchase = viewer ? activePurchase(viewer.id, video.id) : undefined
  const unlocked = options.staffView || isUnlockedFor(video, viewer)
  return {
    id: video.id,
    src: unlocked ? mediaUrl(video.src) : '',
    poster: mediaUrl(video.poster),
    metadata: {
      name: video.name,
      likesCounts: video.likedBy.length,
      hasLike: !!viewer && video.likedBy.includes(viewer.id),
      favoriteCounts: video.favoritedBy.length,
      hasFavorite: !!viewer && video.favoritedBy.includes(viewer.id),
      username: owner?.username ?? '',
      avatar: mediaUrl(owner?.avatar ?? ''),
      avatarThumb: mediaUrl(owner?.avatar ?? ''),
      description: video.description,
    },
    permission: video.permission,
    isVerified: video.isVerified,
    status: videoStatus(video),
    ownerId: video.ownerId,
    createdAt: new Date(video.createdAt).toISOString(),
    ...(options.staffView && owner ? { ownerEmail: owner.email } : {}),
    ...(purchase ? { expiresAt: new Date(purchase.expiresAt).toISOString() } : {}),
  }
}

/** In the public feed: processed and passed moderation. */
export function isPublished(video: DbVideo): boolean {
  return video.isVerified && videoStatus(video) === 'DONE'
}

export function balanceOf(userId: string): number {
  return db.transactions
    .filter((t) => t.userId === userId)
    .reduce((sum, t) => sum + (DEBIT_TYPES.has(t.type) ? -t.value : t.value), 0)
}

export const formatPoints = (value: number) => value.toFixed(4)

export function toTransaction(row: (typeof db.transactions)[number]): Transaction {
  return {
    id: row.id,
    date: new Date(row.date).toISOString(),
    description: row.description,
    type: row.type,
    valueFormatted: formatPoints(row.value),
  }
}

export function statisticOf(user: DbUser): Statistic {
  const own = db.videos.filter((video) => video.ownerId === user.id)
  return {
    videos: own.filter(isPublished).length,
    likes: own.reduce((sum, video) => sum + video.likedBy.length, 0),
    favorites: own.reduce((sum, video) => sum + video.favoritedBy.length, 0),
    purchases: db.purchases.filter((p) => p.userId === user.id && p.expiresAt > now()).length,
  }
}

export const newestFirst = (a: DbVideo, b: DbVideo) => b.createdAt - a.createdAt
