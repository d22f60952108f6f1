// The rules of "bought": how an item the API sent and this session's unlock of it merge, and what
// a list then shows, before and after the unlock ends.
import { describe, expect, it } from 'vitest'
import type { FeedItem } from '../../api/types'
import { accessOf, isUnlockActive, withUnlock, type Unlock } from './unlock-rules'

const NOW = Date.parse('2026-03-01T12:00:00Z')
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString()
const HOUR = 3_600_000

const item = (fields: Partial<FeedItem> = {}): FeedItem => ({
  id: 'v8',
  src: '',
  poster: '/media/poster-3.jpg',
  metadata: {
    name: 'Slow motion #8',
    likesCounts: 0,
    hasLike: false,
    favoriteCounts: 0,
    hasFavorite: false,
    username: 'demo_creator',
    avatar: '',
    avatarThumb: '',
    description: '',
  },
  permission: 'PRIVATE',
  isVerified: true,
  status: 'DONE',
  ownerId: 'u3',
  ...fields,
})

describe('an unlock', () => {
  it('lasts until its expiresAt, not a moment longer', () => {
    const unlock: Unlock = { expiresAt: iso(1), src: '' }
    expect(isUnlockActive(unlock, NOW)).toBe(true)
    expect(isUnlockActive(unlock, NOW + 1)).toBe(false)
    expect(isUnlockActive(undefined, NOW)).toBe(false)
  })
})

describe('merging an item with the unlock of it', () => {
  it('gives a locked item the source and end of its unlock', () => {
    const merged = withUnlock(item(), { expiresAt: iso(24 * HOUR), src: '/media/clip-3.mp4' }, NOW)
    expect(merged).toMatchObject({ src: '/media/clip-3.mp4', expiresAt: iso(24 * HOUR) })
    expect(accessOf(merged, NOW)).toBe('open')
  })

  it('without a known source, the item is bought and awaits it: never offered again', () => {
    const merged = withUnlock(item(), { expiresAt: iso(24 * HOUR), src: '' }, NOW)
    expect(merged).toMatchObject({ src: '', expiresAt: iso(24 * HOUR) })
    expect(accessOf(merged, NOW)).toBe('awaiting-source')
    expect(accessOf(merged, NOW + 24 * HOUR - 1)).toBe('awaiting-source')
  })

  it('keeps the source a list already has when the unlock has none', () => {
    const sent = item({ src: '/media/clip-3.mp4' })
    const merged = withUnlock(sent, { expiresAt: iso(HOUR), src: '' }, NOW)
    expect(merged).toMatchObject({ src: '/media/clip-3.mp4', expiresAt: iso(HOUR) })
  })

  it('changes nothing without an unlock, or after it ended', () => {
    const sent = item()
    expect(withUnlock(sent, undefined, NOW)).toBe(sent)
    expect(withUnlock(sent, { expiresAt: iso(-1), src: '/media/clip-3.mp4' }, NOW)).toBe(sent)
  })

  it('once the unlock ends, the video is offered again', () => {
    const unlock: Unlock = { expiresAt: iso(HOUR), src: '' }
    const later = NOW + HOUR
    expect(accessOf(withUnlock(item(), unlock, later), later)).toBe('locked')
    expect(accessOf(withUnlock(item(), { ...unlock, src: '/m.mp4' }, later), later)).toBe('locked')
  })
})

describe('what a list shows for an item as the API sent it', () => {
  it.each([
    ['a free video', 'open', item({ permission: 'PUBLIC', src: '/media/clip-1.mp4' })],
    ['a paid video without a source', 'locked', item()],
    ["the owner's paid video (a source, no end)", 'open', item({ src: '/media/clip-3.mp4' })],
    ['a purchase with its source', 'open', item({ src: '/m.mp4', expiresAt: iso(HOUR) })],
    ['a purchase without its source', 'awaiting-source', item({ expiresAt: iso(HOUR) })],
    ['an ended purchase without a source', 'locked', item({ expiresAt: iso(0) })],
  ] as const)('%s: %s', (_, access, sent) => {
    expect(accessOf(sent, NOW)).toBe(access)
  })
})
