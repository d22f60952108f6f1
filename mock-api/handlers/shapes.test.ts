// The success bodies of API.md "Shapes" for every read call, answered by the handlers in process.
import { describe, expect, it } from 'vitest'
import { useInProcessMock } from '../test-support/in-process'
import {
  feedItemShape,
  publicUserShape,
  statisticShape,
  transactionShape,
  userShape,
} from '../test-support/shapes'

const api = useInProcessMock()

interface Item {
  id: string
  src: string
  permission: string
  ownerEmail?: string
  metadata: { hasLike: boolean; likesCounts: number; hasFavorite: boolean; username: string }
}

const page = { limit: 10, offset: 0 }

describe('session and profile shapes', () => {
  it('#1 and #3 answer the User; #3 answers {} for a visitor', async () => {
    const token = await api.login('creator')
    expect((await api.call('GET', '/auth-status', { token })).body).toEqual(userShape)
    expect(await api.call('GET', '/auth-status')).toEqual({ status: 200, body: {} })
  })

  it('#5 tells whether an e-mail is registered', async () => {
    const exists = (email: string) => api.call('GET', `/check-is-email-exist/${email}`)
    expect((await exists('USER%40demo.test')).body).toEqual({ isExist: true })
    expect((await exists('ghost%40demo.test')).body).toEqual({ isExist: false })
  })

  it('#10 and #11 answer statistics, links and the public profile', async () => {
    const token = await api.login('user')
    expect((await api.call('GET', '/user-statistic', { token })).body).toEqual({
      ...userShape,
      userLinks: [],
      userStatistics: [{ ...statisticShape, purchases: 1 }],
    })
    const profile = await api.call<{ videos: Item[] }>('GET', '/creator-statistic/demo_creator')
    expect(profile.body).toEqual({
      userdata: { ...publicUserShape, username: 'demo_creator', role: 'creator' },
      links: expect.arrayContaining([{ name: 'Web', value: expect.any(String) }]),
      statistic: statisticShape,
      videoCounts: profile.body.videos.length,
      videos: expect.arrayContaining([feedItemShape]),
    })
  })

  it('#12 and #13 list the liked and favourite videos of the caller', async () => {
    const token = await api.login('user')
    const liked = await api.call<{ items: Item[] }>('GET', '/user-liked-videos', { token })
    expect(liked.body.items.length).toBeGreaterThan(0)
    expect(liked.body.items.every((item) => item.metadata.hasLike)).toBe(true)
    const favs = await api.call<{ items: Item[] }>('GET', '/user-favorite-videos', { token })
    expect(favs.body.items[0]).toEqual(feedItemShape)
    expect(favs.body.items.every((item) => item.metadata.hasFavorite)).toBe(true)
  })

  it('#16 answers one page of transactions, newest first', async () => {
    const token = await api.login('user')
    const wallet = await api.call('GET', '/wallet', { token, query: { limit: 10, offset: 20 } })
    expect(wallet.body).toEqual({
      balance: expect.any(Number),
      balanceFormatted: expect.stringMatching(/^\d+\.\d{4}$/),
      currency: { decimal: 4, name: 'Points', symbol: 'POINTS' },
      transactions: {
        hasMore: false,
        count: 26,
        items: expect.arrayContaining([transactionShape]),
      },
    })
  })

  it('#26 answers the new avatar URLs and #27 the updated User', async () => {
    const token = await api.login('broke')
    const avatar = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })
    const saved = await api.call('PUT', '/user-avatar', { token, form: { avatar } })
    expect(saved.body).toEqual({
      avatar: expect.stringMatching(/^\/media\/uploads\/.+\.png$/),
      avatarThumb: expect.stringMatching(/^\/media\/uploads\//),
    })
    const form = { username: 'thrifty_one', description: 'Saving up', Web: 'https://a.test' }
    const updated = await api.call('PUT', '/user-settings', { token, form })
    expect(updated.body).toEqual({
      ...userShape,
      username: 'thrifty_one',
      description: 'Saving up',
      fullname: 'Broke User',
      avatar: saved.body.avatar,
    })
    const stats = await api.call('GET', '/user-statistic', { token })
    expect(stats.body.userLinks).toEqual([{ name: 'Web', value: 'https://a.test' }])
  })
})

describe('content shapes', () => {
  it('#17 puts a published `vid` first and gives a visitor an empty following list', async () => {
    const feed = (query: Record<string, string | number>) =>
      api.call<{ items: Item[] }>('GET', '/items', { query })
    const first = await feed({ ...page, filter: 'default', vid: 'v28' })
    expect(first.body.items[0]).toEqual({ ...feedItemShape, id: 'v28' })
    // An unmoderated video never enters the feed, not even as the last viewed one.
    const hidden = await feed({ ...page, filter: 'default', vid: 'v30' })
    expect(hidden.body.items.map((item) => item.id)).not.toContain('v30')
    const following = await feed({ ...page, filter: 'following' })
    expect(following.body).toEqual({ items: [], hasMore: false })
  })

  it('#18 answers the item with its owner', async () => {
    expect((await api.call('GET', '/items/v1')).body).toEqual({
      ...feedItemShape,
      userdata: publicUserShape,
    })
  })

  it('#20-#23 answer the new counts and the feed reflects them', async () => {
    const token = await api.login('broke')
    const json = { videoId: 'v5' }
    const liked = await api.call<{ likesCounts: number }>('POST', '/likes', { token, json })
    expect((await api.call('POST', '/likes', { token, json })).body).toEqual(liked.body)
    expect((await api.call('PUT', '/likes', { token, json })).body).toEqual({
      likesCounts: liked.body.likesCounts - 1,
    })
    expect((await api.call('POST', '/favorites', { token, json })).body).toEqual({
      favoriteCounts: 1,
    })
    const item = await api.call<Item>('GET', '/items/v5', { token })
    expect(item.body.metadata).toMatchObject({ hasLike: false, hasFavorite: true })
    expect((await api.call('PUT', '/favorites', { token, json })).body).toEqual({
      favoriteCounts: 0,
    })
  })

  it('#29 answers the updated item', async () => {
    const token = await api.login('creator')
    const answer = await api.call('PUT', '/item/v2', { token, json: { permission: 'PRIVATE' } })
    expect(answer.body).toEqual({ ...feedItemShape, id: 'v2', permission: 'PRIVATE' })
  })

  it('#30 shows staff the owner e-mail and the source of paid videos', async () => {
    const token = await api.login('admin')
    const list = await api.call<{ items: Item[]; hasMore: boolean; count: number }>(
      'GET',
      '/manager/items/u3',
      { token, query: page },
    )
    expect(list.body).toEqual({ items: expect.any(Array), hasMore: true, count: 14 })
    const paid = list.body.items.filter((item) => item.permission === 'PRIVATE')
    expect(paid.length).toBeGreaterThan(0)
    expect(paid.every((item) => item.src !== '' && item.ownerEmail === 'creator@demo.test')).toBe(
      true,
    )
    const feed = await api.call<{ items: Item[] }>('GET', '/items', { query: page })
    expect(feed.body.items.some((item) => 'ownerEmail' in item)).toBe(false)
  })
})
