// The shapes of the API's answers (docs/api.md). Unknown extra fields may arrive and are ignored.

export type Role = 'user' | 'creator' | 'manager' | 'admin'
export type Permission = 'PUBLIC' | 'PRIVATE'
export type VideoStatus = 'CREATED' | 'UPLOADED' | 'PROCESSING' | 'DONE' | 'ERROR'
export type TransactionType = 'BONUS' | 'RECEIVED' | 'PURCHASE' | 'DEPOSIT' | 'WITHDRAW'
export type FeedFilter = 'default' | 'following'
export type LinkName = 'Web' | 'Instagram' | 'Twitter'

export interface User {
  id: string
  email: string
  role: Role
  isVerified: boolean
  username: string
  fullname: string
  description: string
  avatar: string
  avatarThumb: string
  isKycVerified: boolean
  hasCreatorRequest: boolean
  hasCreatorAccess: boolean
  hasManagerAccess: boolean
  hasUserAccess: boolean
  hasAccountSettings: boolean
}

export interface PublicUser {
  id: string
  username: string
  fullname: string
  description: string
  avatar: string
  avatarThumb: string
  role: Role
}

export interface Link {
  name: LinkName
  value: string
}

export interface Metadata {
  name: string
  likesCounts: number
  hasLike: boolean
  favoriteCounts: number
  hasFavorite: boolean
  username: string
  avatar: string
  avatarThumb: string
  description: string
}

export interface FeedItem {
  id: string
  /** '' while the video is locked for this caller */
  src: string
  poster: string
  metadata: Metadata
  permission: Permission
  /** passed moderation */
  isVerified: boolean
  status: VideoStatus
  ownerId: string
  /** only in manager/admin lists */
  ownerEmail?: string
  /** ISO */
  createdAt?: string
  /** ISO, purchases only: end of the 24-hour unlock */
  expiresAt?: string
}

export interface Transaction {
  id: string
  /** ISO */
  date: string
  description: string
  type: TransactionType
  /** e.g. '10.0000' */
  valueFormatted: string
}

export interface Currency {
  decimal: number
  name: string
  symbol: string
}

export interface Wallet {
  balance: number
  balanceFormatted: string
  currency: Currency
  transactions: { hasMore: boolean; count: number; items: Transaction[] }
}

export interface Statistic {
  videos: number
  likes: number
  favorites: number
  purchases: number
}

export interface AppSettings {
  isTechnicalWorks: boolean
  kycServiceUrl: string
}

export interface LoginResponse {
  accessToken: string
  user: User
}

export interface SendCodeResponse {
  /** epoch ms */
  nextAttemptTime: number
  attempts: number
}

export type UserStatistic = User & { userLinks: Link[]; userStatistics: Statistic[] }

export interface CreatorStatistic {
  userdata: PublicUser
  links: Link[]
  statistic: Statistic
  videoCounts: number
  videos: FeedItem[]
}

export type FeedItemDetail = FeedItem & { userdata: PublicUser }

export interface FeedPage {
  items: FeedItem[]
  hasMore: boolean
}

export interface CountedItems {
  items: FeedItem[]
  count: number
}

export interface ManagerItems {
  items: FeedItem[]
  hasMore: boolean
  count: number
}

/** A feed item is locked when it is paid and this caller has no `src` for it. */
export function isLocked(item: Pick<FeedItem, 'permission' | 'src'>): boolean {
  return item.permission === 'PRIVATE' && item.src === ''
}
