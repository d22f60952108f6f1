// The success bodies of the feed, reaction, creator and staff calls, answered by the handlers
// in process.
import { describe, expect, it } from 'vitest'
import { db } from '../db'
import { useInProcessMock } from '../test-support/in-process'
import { feedItemShape, publicUserShape, userShape } from '../test-support/shapes'
import { isPublished } from '../views'

const api = useInProcessMock()

interface Item {
  id: string
  src: string
  permission: string
  status: string
  isVerified: boolean
  ownerId: string
  ownerEmail?: string
  metadata: { hasLike: boolean; likesCounts: number; hasFavorite: boolean; username: string }
}

const page = { limit: 10, offset: 0 }
const feed = (query: Record<string, string | number>, token?: string) =>
  api.call<{ items: Item[]; hasMore: boolean }>('GET', '/items', {
    token,
    query: { ...page, filter: 'default', ...query },
  })

describe('feed shapes', () => {
  it('GET /items pages through every published video once; a visitor gets paid ones locked', async () => {
    const items: Item[] = []
    for (let offset = 0, more = true; more; offset += 10) {
      const { body } = await feed({ offset })
      items.push(...body.items)
      more = body.hasMore
    }
    expect(items[0]).toEqual(feedItemShape)
    expect(items.every((item) => item.status === 'DONE' && item.isVerified)).toBe(true)
    const published = db.videos.filter(isPublished).map((video) => video.id)
    expect(items.map((item) => item.id).sort()).toEqual(published.sort())
    const paid = items.filter((item) => item.permission === 'PRIVATE')
    expect(paid.length).toBeGreaterThan(0)
    expect(paid.every((item) => item.src === '')).toBe(true)
  })

  it('GET /items puts a published `vid` first on the first page only', async () => {
    expect((await feed({ vid: 'v28' })).body.items[0]).toEqual({ ...feedItemShape, id: 'v28' })
    expect((await feed({ offset: 10, vid: 'v28' })).body).toEqual((await feed({ offset: 10 })).body)
    // An unmoderated video never enters the feed, not even as the last viewed one.
    const hidden = await feed({ vid: 'v30' })
    expect(hidden.body.items.map((item) => item.id)).not.toContain('v30')
  })

  it('GET /items?filter=following lists the followed creators only, and nothing for a visitor', async () => {
    expect((await feed({ filter: 'following' })).body).toEqual({ items: [], hasMore: false })
    const following = await feed({ filter: 'following' }, await api.login('user'))
    const owners = new Set(following.body.items.map((item) => item.metadata.username))
    expect([...owners].sort()).toEqual(['demo_creator', 'luna_clips'])
  })

  it('GET /items/{id} answers the item with its owner', async () => {
    expect((await api.call('GET', '/items/v1')).body).toEqual({
      ...feedItemShape,
      userdata: publicUserShape,
    })
  })

  it('the like and favourite calls answer the new counts and the item reflects them', async () => {
    const token = await api.login('broke')
    const json = { videoId: 'v5' }
    const metadata = async () => (await api.call<Item>('GET', '/items/v5', { token })).body.metadata
    const liked = await api.call<{ likesCounts: number }>('POST', '/likes', { token, json })
    expect((await api.call('POST', '/likes', { token, json })).body).toEqual(liked.body)
    expect((await metadata()).hasLike).toBe(true)
    expect((await api.call('PUT', '/likes', { token, json })).body).toEqual({
      likesCounts: liked.body.likesCounts - 1,
    })
    expect((await api.call('POST', '/favorites', { token, json })).body).toEqual({
      favoriteCounts: 1,
    })
    expect(await metadata()).toMatchObject({ hasLike: false, hasFavorite: true })
    expect((await api.call('PUT', '/favorites', { token, json })).body).toEqual({
      favoriteCounts: 0,
    })
  })
})

describe('creator and staff shapes', () => {
  it('GET /creator-items lists own videos of every status, five a page', async () => {
    const token = await api.login('creator')
    const list = (offset: number) =>
      api.call<{ items: Item[]; count: number }>('GET', '/creator-items', {
        token,
        query: { limit: 5, offset },
      })
    const first = await list(0)
    expect(first.body).toEqual({ items: expect.arrayContaining([feedItemShape]), count: 14 })
    expect(first.body.items).toHaveLength(5)
    const all = [first, await list(5), await list(10)].flatMap((answer) => answer.body.items)
    expect(all).toHaveLength(14)
    expect(all.every((item) => item.ownerId === 'u3')).toBe(true)
    expect(new Set(all.map((item) => item.status))).toEqual(
      new Set(['CREATED', 'UPLOADED', 'PROCESSING', 'DONE', 'ERROR']),
    )
  })

  it('PUT /item/{id} answers the updated item', async () => {
    const token = await api.login('creator')
    const answer = await api.call('PUT', '/item/v2', { token, json: { permission: 'PRIVATE' } })
    expect(answer.body).toEqual({ ...feedItemShape, id: 'v2', permission: 'PRIVATE' })
  })

  it('GET /manager/items filters by owner and moderation state, with owner e-mails and paid sources', async () => {
    const token = await api.login('admin')
    const list = (owner: string, query: Record<string, string | number> = {}) =>
      api.call<{ items: Item[]; hasMore: boolean; count: number }>(
        'GET',
        `/manager/items/${owner}`,
        {
          token,
          query: { ...page, ...query },
        },
      )
    const own = await list('u3')
    expect(own.body).toEqual({ items: expect.any(Array), hasMore: true, count: 14 })
    expect(own.body.items[0]).toEqual({ ...feedItemShape, ownerEmail: 'creator@demo.test' })
    expect(own.body.items.every((item) => item.ownerId === 'u3')).toBe(true)
    const paid = own.body.items.filter((item) => item.permission === 'PRIVATE')
    expect(paid.length).toBeGreaterThan(0)
    expect(paid.every((item) => item.src !== '')).toBe(true)
    const unverified = await list('all', { isVerified: 'false' })
    expect(unverified.body.items.length).toBeGreaterThan(0)
    expect(unverified.body.items.every((item) => !item.isVerified)).toBe(true)
    const visitorFeed = await feed({})
    expect(visitorFeed.body.items.some((item) => 'ownerEmail' in item)).toBe(false)
  })

  it('GET /users lists every account as a User; PUT /user/{id} changes show there', async () => {
    const admin = await api.login('admin')
    const users = async () =>
      (await api.call<{ items: { id: string }[] }>('GET', '/users', { token: admin })).body.items
    expect(await users()).toEqual(db.users.map(() => userShape))
    const change = { role: 'creator', isVerified: false }
    const changed = await api.call('PUT', '/user/u2', {
      token: await api.login('manager'),
      json: change,
    })
    expect(changed).toEqual({ status: 200, body: {} })
    expect((await users()).find((user) => user.id === 'u2')).toMatchObject(change)
  })
})
