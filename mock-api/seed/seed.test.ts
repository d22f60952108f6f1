// What the seed promises the demo and the app's tests (README "Demo accounts", M1 seed list).
import { beforeEach, describe, expect, it } from 'vitest'
import type { VideoStatus } from '../../src/api/types'
import { db, resetDb } from '../db'
import { balanceOf, isPublished, videoStatus } from '../views'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { buildSeed } from './seed'

const userByEmail = (email: string) => db.users.find((user) => user.email === email)!
const videosOf = (email: string) => db.videos.filter((v) => v.ownerId === userByEmail(email).id)

beforeEach(() => resetDb())

describe('seed', () => {
  it('is the same for the same seed time', () => {
    const at = Date.UTC(2026, 0, 1)
    expect(buildSeed(at, '')).toEqual(buildSeed(at, ''))
  })

  it('holds the seven demo accounts with their roles and flags', () => {
    const roles = Object.values(DEMO_ACCOUNTS).map(({ email }) => {
      const { role, isVerified } = userByEmail(email)
      return [email, role, isVerified]
    })
    expect(roles).toEqual([
      ['user@demo.test', 'user', true],
      ['broke@demo.test', 'user', true],
      ['pending@demo.test', 'user', true],
      ['creator@demo.test', 'creator', true],
      ['manager@demo.test', 'manager', true],
      ['manager-unverified@demo.test', 'manager', false],
      ['admin@demo.test', 'admin', true],
    ])
    expect(userByEmail('creator@demo.test').isKycVerified).toBe(true)
  })

  it('gives the demo user Points and a long mixed history, the broke user none', () => {
    const user = userByEmail('user@demo.test')
    const history = db.transactions.filter((t) => t.userId === user.id)
    expect(history.length).toBeGreaterThanOrEqual(25)
    expect(new Set(history.map((t) => t.type))).toEqual(
      new Set(['BONUS', 'RECEIVED', 'PURCHASE', 'DEPOSIT', 'WITHDRAW']),
    )
    expect(balanceOf(user.id)).toBeGreaterThanOrEqual(100)
    expect(balanceOf(userByEmail('broke@demo.test').id)).toBe(0)
  })

  it('gives the demo creator at least 12 videos in every status, paid and unmoderated', () => {
    const own = videosOf('creator@demo.test')
    expect(own.length).toBeGreaterThanOrEqual(12)
    const statuses: VideoStatus[] = ['CREATED', 'UPLOADED', 'PROCESSING', 'DONE', 'ERROR']
    expect(new Set(own.map(videoStatus))).toEqual(new Set(statuses))
    expect(own.some((v) => v.permission === 'PRIVATE')).toBe(true)
    expect(own.some((v) => !v.isVerified)).toBe(true)
  })

  it('fills the feed from several creators, with paid and unmoderated videos', () => {
    const published = db.videos.filter(isPublished)
    expect(published.filter((v) => v.permission === 'PUBLIC').length).toBeGreaterThanOrEqual(30)
    const paid = published.filter((v) => v.permission === 'PRIVATE')
    expect(paid.length).toBeGreaterThanOrEqual(5)
    expect(new Set(paid.map((v) => v.ownerId)).size).toBeGreaterThan(1)
    expect(new Set(published.map((v) => v.ownerId)).size).toBeGreaterThanOrEqual(4)
    expect(
      db.videos.filter((v) => videoStatus(v) === 'DONE' && !v.isVerified).length,
    ).toBeGreaterThan(2)
  })

  it('points media at the committed clips, posters and avatars', () => {
    for (const video of db.videos) {
      expect(video.src).toMatch(/^\/media\/clip-[1-6]\.mp4$/)
      expect(video.poster).toMatch(/^\/media\/poster-[1-6]\.jpg$/)
    }
    const avatars = db.users.map((user) => user.avatar)
    expect(avatars.every((a) => a === '' || /^\/media\/avatar-[1-4]\.png$/.test(a))).toBe(true)
    expect(avatars).toContain('')
  })

  it('lets the demo user follow, like, favourite and hold one unexpired purchase', () => {
    const user = userByEmail('user@demo.test')
    expect(db.follows.filter((f) => f.followerId === user.id).length).toBeGreaterThan(0)
    expect(db.videos.some((v) => v.likedBy.includes(user.id))).toBe(true)
    expect(db.videos.some((v) => v.favoritedBy.includes(user.id))).toBe(true)
    const unexpired = db.purchases.filter((p) => p.userId === user.id && p.expiresAt > Date.now())
    expect(unexpired).toHaveLength(1)
  })

  it('is restored by resetDb after changes', () => {
    db.videos = []
    userByEmail('broke@demo.test').role = 'admin'
    resetDb()
    expect(db.videos.length).toBeGreaterThan(30)
    expect(userByEmail('broke@demo.test').role).toBe('user')
  })
})
