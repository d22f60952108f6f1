// The mock API's in-memory database. `resetDb()` restores the deterministic seed; state changes
// made through the handlers persist until then. `now()` is the mock's clock, which tests can
// move forward (purchase expiry, send-code waits, upload processing).
import type { Link, Permission, TransactionType, User, VideoStatus } from '../src/api/types'
import { buildSeed } from './seed/seed'

export interface DbUser extends Pick<
  User,
  | 'id'
  | 'email'
  | 'role'
  | 'isVerified'
  | 'username'
  | 'fullname'
  | 'description'
  | 'avatar'
  | 'isKycVerified'
  | 'hasCreatorRequest'
> {
  password: string
  links: Link[]
}

export interface DbVideo {
  id: string
  ownerId: string
  name: string
  description: string
  src: string
  poster: string
  permission: Permission
  isVerified: boolean
  /** Fixed status of seeded videos; uploads derive theirs from `uploadedAt`. */
  status: VideoStatus
  createdAt: number
  likedBy: string[]
  favoritedBy: string[]
  upload?: { uploadedAt: number; fails: boolean }
}

export interface DbTransaction {
  id: string
  userId: string
  date: number
  description: string
  type: TransactionType
  value: number
}

export interface DbState {
  users: DbUser[]
  videos: DbVideo[]
  transactions: DbTransaction[]
  purchases: { userId: string; videoId: string; expiresAt: number }[]
  follows: { followerId: string; creatorId: string }[]
  /** access token → user id */
  sessions: Map<string, string>
  /** KYC access token → user id */
  kycTokens: Map<string, string>
  sentCodes: Map<string, { code: string; nextAttemptTime: number; attempts: number }>
  /** restore nonce → user id */
  restoreNonces: Map<string, string>
  settings: { isTechnicalWorks: boolean; kycServiceUrl: string }
  nextId: number
}

let clockOffsetMs = 0
let kycServiceUrl = ''

export function now(): number {
  return Date.now() + clockOffsetMs
}

export function advanceClock(ms: number): void {
  clockOffsetMs += ms
}

export let db: DbState = buildSeed(now(), kycServiceUrl)

/** Restore the seeded state (between tests). */
export function resetDb(): void {
  clockOffsetMs = 0
  db = buildSeed(now(), kycServiceUrl)
}

/** The identity-check widget's origin, which GET /settings reports. Survives resets. */
export function setKycServiceUrl(url: string): void {
  kycServiceUrl = url
  db.settings.kycServiceUrl = url
}

export function newId(prefix: string): string {
  db.nextId += 1
  return `${prefix}${db.nextId}`
}

export function findUserByEmail(email: string): DbUser | undefined {
  const wanted = email.trim().toLowerCase()
  return db.users.find((user) => user.email.toLowerCase() === wanted)
}
