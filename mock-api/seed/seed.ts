// Builds the whole seeded state. Deterministic apart from being relative to the reset time, so
// the demo user's purchase is always unexpired right after a reset.
import type { DbState } from '../db'
import { demoSessions } from './demo-sessions'
import { seedTransactions } from './seed-wallets'
import { seedUsers } from './seed-users'
import { seedVideos } from './seed-videos'

const HOUR = 3_600_000

export function buildSeed(seedTime: number, kycServiceUrl: string): DbState {
  const videos = seedVideos(seedTime)
  const like = (userId: string, ids: number[]) =>
    ids.forEach((n) => videos[n - 1]?.likedBy.push(userId))
  const favourite = (userId: string, ids: number[]) =>
    ids.forEach((n) => videos[n - 1]?.favoritedBy.push(userId))
  like('u1', [1, 2, 3, 15, 16, 23])
  like('u2', [1, 4, 15])
  like('u6', [2, 31])
  favourite('u1', [2, 16, 24])
  favourite('u2', [4])

  const users = seedUsers.map((user) => ({
    ...user,
    links: user.links.map((link) => ({ ...link })),
  }))
  const idOf = (email: string) => users.find((user) => user.email === email)!.id

  return {
    users,
    videos,
    transactions: seedTransactions(seedTime),
    purchases: [
      // v21 (luna_clips, paid): unlocked for 12 more hours. v29 (kai_clips): expired.
      { userId: 'u1', videoId: 'v21', expiresAt: seedTime + 12 * HOUR },
      { userId: 'u1', videoId: 'v29', expiresAt: seedTime - 48 * HOUR },
    ],
    follows: [
      { followerId: 'u1', creatorId: 'u3' },
      { followerId: 'u1', creatorId: 'u7' },
      { followerId: 'u2', creatorId: 'u8' },
    ],
    sessions: new Map(demoSessions().map(([token, email]) => [token, idOf(email)])),
    kycTokens: new Map(),
    sentCodes: new Map(),
    restoreNonces: new Map(),
    settings: { isTechnicalWorks: false, kycServiceUrl },
    nextId: 1000,
  }
}
