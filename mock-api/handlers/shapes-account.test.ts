// The success bodies of the session, profile and wallet calls, answered by the handlers in
// process.
import { describe, expect, it } from 'vitest'
import { encrypt } from '../test-support/api-call'
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
  metadata: { hasLike: boolean; hasFavorite: boolean }
}

describe('session and profile shapes', () => {
  it('POST /login answers a token and the User; GET /auth-status the same User, or {} for a visitor', async () => {
    const form = { email: 'creator@demo.test', password: encrypt('Demo-pass-2026') }
    const login = await api.call<{ accessToken: string; user: object }>('POST', '/login', { form })
    expect(login).toEqual({
      status: 200,
      body: {
        accessToken: expect.any(String),
        user: { ...userShape, email: 'creator@demo.test', role: 'creator' },
      },
    })
    const token = login.body.accessToken
    expect((await api.call('GET', '/auth-status', { token })).body).toEqual(login.body.user)
    expect(await api.call('GET', '/auth-status')).toEqual({ status: 200, body: {} })
  })

  it('GET /check-is-email-exist tells whether an e-mail is registered', async () => {
    const exists = (email: string) => api.call('GET', `/check-is-email-exist/${email}`)
    expect((await exists('USER%40demo.test')).body).toEqual({ isExist: true })
    expect((await exists('ghost%40demo.test')).body).toEqual({ isExist: false })
  })

  it('GET /user-statistic and GET /creator-statistic answer statistics, links and the public profile', async () => {
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

  it('GET /user-liked-videos and GET /user-favorite-videos list the liked and favourite videos of the caller', async () => {
    const token = await api.login('user')
    const liked = await api.call<{ items: Item[] }>('GET', '/user-liked-videos', { token })
    expect(liked.body.items.length).toBeGreaterThan(0)
    expect(liked.body.items.every((item) => item.metadata.hasLike)).toBe(true)
    const favs = await api.call<{ items: Item[] }>('GET', '/user-favorite-videos', { token })
    expect(favs.body.items[0]).toEqual(feedItemShape)
    expect(favs.body.items.every((item) => item.metadata.hasFavorite)).toBe(true)
  })

  it('GET /purchases lists the unexpired purchases with their source and expiry', async () => {
    const token = await api.login('user')
    expect((await api.call('GET', '/purchases', { token })).body).toEqual({
      videos: [
        {
          ...feedItemShape,
          permission: 'PRIVATE',
          src: expect.stringMatching(/^\/media\/clip-\d\.mp4$/),
          expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    })
  })

  it('GET /wallet answers pages of transactions, newest first', async () => {
    const token = await api.login('user')
    const wallet = (offset: number) =>
      api.call<{ transactions: { items: { date: string }[] } }>('GET', '/wallet', {
        token,
        query: { limit: 10, offset },
      })
    const first = await wallet(0)
    expect(first.body).toEqual({
      balance: expect.any(Number),
      balanceFormatted: expect.stringMatching(/^\d+\.\d{4}$/),
      currency: { decimal: 4, name: 'Points', symbol: 'POINTS' },
      transactions: { hasMore: true, count: 26, items: expect.arrayContaining([transactionShape]) },
    })
    const dates = first.body.transactions.items.map((item) => item.date)
    expect(dates).toHaveLength(10)
    expect([...dates].sort().reverse()).toEqual(dates)
    const last = await wallet(20)
    expect(last.body.transactions).toMatchObject({ hasMore: false, count: 26 })
    expect(last.body.transactions.items).toHaveLength(6)
  })

  it('PUT /user-avatar answers the new avatar URLs and PUT /user-settings the updated User', async () => {
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
