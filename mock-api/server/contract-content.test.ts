// Contract test, part 2 (API.md #17-#25, #28-#36) over real HTTP: the feed, reactions,
// purchases, uploads and moderation, with their status codes and life cycles.
import { describe, expect, it } from 'vitest'
import { errorShape, feedItemShape, publicUserShape, userShape } from '../test-support/shapes'
import { useRunningMock } from '../test-support/running-mock'

interface Item {
  id: string
  src: string
  permission: string
  isVerified: boolean
  status: string
  ownerId: string
  ownerEmail?: string
  expiresAt?: string
  metadata: { likesCounts: number; hasLike: boolean; favoriteCounts: number; username: string }
}

const DAY = 24 * 3_600_000
const mock = useRunningMock()

const feed = (query: Record<string, string | number>, token?: string) =>
  mock.api.call<{ items: Item[]; hasMore: boolean }>('GET', '/items', {
    token,
    query: { limit: 10, offset: 0, filter: 'default', mbps: 10, ...query },
  })

describe('#17-#18 feed and item', () => {
  it('pages through published videos; paid ones are locked for a visitor', async () => {
    const pages: Item[] = []
    for (let offset = 0, more = true; more; offset += 10) {
      const { status, body } = await feed({ offset })
      expect(status).toBe(200)
      expect(body.items.every((item) => item.status === 'DONE' && item.isVerified)).toBe(true)
      pages.push(...body.items)
      more = body.hasMore
    }
    expect(pages[0]).toEqual(feedItemShape)
    expect(new Set(pages.map((item) => item.id)).size).toBe(pages.length)
    expect(pages.filter((item) => item.permission === 'PUBLIC').length).toBeGreaterThanOrEqual(30)
    const paid = pages.filter((item) => item.permission === 'PRIVATE')
    expect(paid.length).toBeGreaterThanOrEqual(5)
    expect(paid.every((item) => item.src === '')).toBe(true)
    expect(new Set(pages.map((item) => item.ownerId)).size).toBeGreaterThan(2)
  })

  it('puts the last viewed video first; following lists followed creators only', async () => {
    expect((await feed({ vid: 'v23' })).body.items[0]?.id).toBe('v23')
    expect((await feed({ offset: 10, vid: 'v23' })).body.items[0]?.id).not.toBe('v23')
    expect(await feed({ filter: 'following' })).toEqual({
      status: 200,
      body: { items: [], hasMore: false },
    })
    const token = await mock.api.login('user')
    const following = await feed({ filter: 'following' }, token)
    const owners = new Set(following.body.items.map((item) => item.metadata.username))
    expect([...owners].sort()).toEqual(['demo_creator', 'luna_clips'])
  })

  it('#18 answers an item with its owner, or 404', async () => {
    expect(await mock.api.call('GET', '/items/v1')).toEqual({
      status: 200,
      body: { ...feedItemShape, userdata: publicUserShape },
    })
    expect(await mock.api.call('GET', '/items/nope')).toEqual({ status: 404, body: errorShape })
  })
})

describe('#19-#24 delete, reactions, purchase', () => {
  it('#19 lets the owner and staff delete, not others', async () => {
    expect((await mock.api.call('DELETE', '/items/v1')).status).toBe(401)
    const user = await mock.api.login('user')
    expect((await mock.api.call('DELETE', '/items/v1', { token: user })).status).toBe(403)
    const creator = await mock.api.login('creator')
    expect(await mock.api.call('DELETE', '/items/v1', { token: creator })).toEqual({
      status: 200,
      body: {},
    })
    expect((await mock.api.call('DELETE', '/items/v1', { token: creator })).status).toBe(404)
    const manager = await mock.api.login('manager')
    expect((await mock.api.call('DELETE', '/items/v15', { token: manager })).status).toBe(200)
  })

  it('#20-#23 like, unlike, favourite and unfavourite', async () => {
    const token = await mock.api.login('broke')
    const before = (await mock.api.call<Item>('GET', '/items/v2')).body.metadata
    const json = { videoId: 'v2' }
    expect(await mock.api.call('POST', '/likes', { token, json })).toEqual({
      status: 200,
      body: { likesCounts: before.likesCounts + 1 },
    })
    expect((await mock.api.call<Item>('GET', '/items/v2', { token })).body.metadata.hasLike).toBe(
      true,
    )
    expect((await mock.api.call('PUT', '/likes', { token, json })).body).toEqual({
      likesCounts: before.likesCounts,
    })
    expect((await mock.api.call('POST', '/favorites', { token, json })).body).toEqual({
      favoriteCounts: before.favoriteCounts + 1,
    })
    expect((await mock.api.call('PUT', '/favorites', { token, json })).body).toEqual({
      favoriteCounts: before.favoriteCounts,
    })
    expect((await mock.api.call('POST', '/likes', { json })).status).toBe(401)
    expect(
      (await mock.api.call('POST', '/likes', { token, json: { videoId: 'nope' } })).status,
    ).toBe(404)
  })

  it('#24 unlocks a paid video for 24 hours for 10 Points; 402 without them', async () => {
    const token = await mock.api.login('user')
    expect((await mock.api.call<Item>('GET', '/items/v7', { token })).body.src).toBe('')
    const balance = (await mock.api.call<{ balance: number }>('GET', '/wallet', { token })).body
      .balance
    const bought = await mock.api.call('PUT', '/video-purchase-one-day/v7', { token })
    expect(bought).toEqual({
      status: 200,
      body: {
        balanceFormatted: (balance - 10).toFixed(4),
        expiresAt: expect.stringMatching(/^\d{4}-/),
      },
    })
    const unlocked = await mock.api.call<Item>('GET', '/items/v7', { token })
    expect(unlocked.body.src).toMatch(/^\/media\//)
    const wallet = await mock.api.call<{ transactions: { items: { type: string }[] } }>(
      'GET',
      '/wallet',
      {
        token,
      },
    )
    expect(wallet.body.transactions.items[0]?.type).toBe('PURCHASE')

    await mock.api.call('POST', '/__mock/clock', { json: { advanceMs: DAY + 1000 } })
    expect((await mock.api.call<Item>('GET', '/items/v7', { token })).body.src).toBe('')
    const purchases = await mock.api.call<{ videos: Item[] }>('GET', '/purchases', { token })
    expect(purchases.body.videos.map((video) => video.id)).not.toContain('v7')

    const broke = await mock.api.login('broke')
    expect(await mock.api.call('PUT', '/video-purchase-one-day/v7', { token: broke })).toEqual({
      status: 402,
      body: errorShape,
    })
    expect((await mock.api.call('PUT', '/video-purchase-one-day/v7')).status).toBe(401)
  })
})

describe('#25, #28, #29 creator', () => {
  const upload = (token: string, name: string, type = 'video/mp4', extra = {}) =>
    mock.api.call<{ id: string; status: string }>('POST', '/upload', {
      token,
      form: {
        videoData: new File([new Uint8Array(2048)], name, { type }),
        videoName: 'New clip',
        videoDescription: 'Fresh from the phone',
        videoAccess: 'PRIVATE',
        ...extra,
      },
    })

  it('#25 uploads move UPLOADED → PROCESSING → DONE (or ERROR) and wait for moderation', async () => {
    const token = await mock.api.login('creator')
    const done = await upload(token, 'clip.mp4')
    expect(done).toEqual({ status: 200, body: { id: expect.any(String), status: 'UPLOADED' } })
    const failing = await upload(token, 'will-fail.mp4')
    const status = async (id: string) => (await mock.api.call<Item>('GET', `/items/${id}`)).body
    await mock.api.call('POST', '/__mock/clock', { json: { advanceMs: 1500 } })
    expect((await status(done.body.id)).status).toBe('PROCESSING')
    await mock.api.call('POST', '/__mock/clock', { json: { advanceMs: 5000 } })
    expect(await status(done.body.id)).toMatchObject({ status: 'DONE', isVerified: false })
    expect((await status(failing.body.id)).status).toBe('ERROR')
    const served = await fetch(
      new URL(
        (await mock.api.call<Item>('GET', `/items/${done.body.id}`, { token })).body.src,
        mock.server.url,
      ),
    )
    expect(served.headers.get('content-type')).toBe('video/mp4')
  })

  it('#25 refuses non-videos (415), missing fields (422) and plain users (403)', async () => {
    const token = await mock.api.login('creator')
    expect((await upload(token, 'notes.txt', 'text/plain')).status).toBe(415)
    expect(await upload(token, 'clip.mp4', 'video/mp4', { videoName: '' })).toEqual({
      status: 422,
      body: { ...errorShape, field: 'videoName' },
    })
    expect((await upload(await mock.api.login('user'), 'clip.mp4')).status).toBe(403)
  })

  it('#28 lists own videos of every status, 5 per page; #29 switches paid/free', async () => {
    const token = await mock.api.login('creator')
    const first = await mock.api.call<{ items: Item[]; count: number }>('GET', '/creator-items', {
      token,
      query: { limit: 5, offset: 0 },
    })
    expect(first.body.items).toHaveLength(5)
    expect(first.body.count).toBeGreaterThanOrEqual(12)
    const all: Item[] = []
    for (let offset = 0; offset < first.body.count; offset += 5) {
      const page = await mock.api.call<{ items: Item[] }>('GET', '/creator-items', {
        token,
        query: { limit: 5, offset },
      })
      all.push(...page.body.items)
    }
    expect(new Set(all.map((item) => item.status))).toEqual(
      new Set(['CREATED', 'UPLOADED', 'PROCESSING', 'DONE', 'ERROR']),
    )
    expect(
      (await mock.api.call('GET', '/creator-items', { token: await mock.api.login('user') }))
        .status,
    ).toBe(403)

    const switched = await mock.api.call('PUT', '/item/v1', {
      token,
      json: { permission: 'PRIVATE' },
    })
    expect(switched).toEqual({ status: 200, body: { ...feedItemShape, permission: 'PRIVATE' } })
    const other = await mock.api.call('PUT', '/item/v15', {
      token,
      json: { permission: 'PRIVATE' },
    })
    expect(other.status).toBe(403)
  })
})

describe('#30-#36 moderation and administration', () => {
  it('#30 lists items for verified managers and admins, filtered by moderation state', async () => {
    const manager = await mock.api.login('manager')
    const unverified = await mock.api.call<{ items: Item[]; hasMore: boolean; count: number }>(
      'GET',
      '/manager/items/all',
      { token: manager, query: { limit: 10, offset: 0, isVerified: 'false' } },
    )
    expect(unverified.status).toBe(200)
    expect(unverified.body.items.every((item) => !item.isVerified)).toBe(true)
    expect(unverified.body.items[0]).toEqual({ ...feedItemShape, ownerEmail: expect.any(String) })
    const own = await mock.api.call<{ items: Item[] }>('GET', '/manager/items/u3', {
      token: manager,
      query: { limit: 10, offset: 0 },
    })
    expect(own.body.items.every((item) => item.ownerId === 'u3')).toBe(true)
    const refused = await mock.api.login('managerUnverified')
    expect((await mock.api.call('GET', '/manager/items/all', { token: refused })).status).toBe(403)
    expect((await mock.api.call('GET', '/users', { token: refused })).status).toBe(403)
  })

  it('#31 verifies and re-prices a video; #32 lists users', async () => {
    const admin = await mock.api.login('admin')
    expect(
      await mock.api.call('PUT', '/manager/items/v9', {
        token: admin,
        json: { isVerified: true, permission: 'PRIVATE' },
      }),
    ).toEqual({ status: 200, body: {} })
    expect((await mock.api.call<Item>('GET', '/items/v9')).body).toMatchObject({
      isVerified: true,
      permission: 'PRIVATE',
    })
    const user = await mock.api.login('user')
    expect(
      (await mock.api.call('PUT', '/manager/items/v9', { token: user, json: {} })).status,
    ).toBe(403)
    const users = await mock.api.call<{ items: unknown[] }>('GET', '/users', { token: admin })
    expect(users.body.items).toEqual(expect.arrayContaining([userShape]))
  })

  it('#33 admins delete users; #34 staff change role and verification', async () => {
    const admin = await mock.api.login('admin')
    const manager = await mock.api.login('manager')
    expect((await mock.api.call('DELETE', '/user/u2', { token: manager })).status).toBe(403)
    expect(await mock.api.call('DELETE', '/user/u2', { token: admin })).toEqual({
      status: 200,
      body: {},
    })
    expect((await mock.api.call('DELETE', '/user/u2', { token: admin })).status).toBe(404)

    expect(
      await mock.api.call('PUT', '/user/u5', {
        token: manager,
        json: { isVerified: true, role: 'creator' },
      }),
    ).toEqual({ status: 200, body: {} })
    const users = await mock.api.call<{
      items: { id: string; role: string; isVerified: boolean }[]
    }>('GET', '/users', { token: admin })
    expect(users.body.items.find((u) => u.id === 'u5')).toMatchObject({
      role: 'creator',
      isVerified: true,
    })
    expect(
      (await mock.api.call('PUT', '/user/u1', { token: admin, json: { role: 'king' } })).status,
    ).toBe(422)
    const user = await mock.api.login('user')
    expect((await mock.api.call('PUT', '/user/u1', { token: user, json: {} })).status).toBe(403)
  })

  it('#35 grants creator access by e-mail; #36 sends a reward', async () => {
    const admin = await mock.api.login('admin')
    expect(
      await mock.api.call('POST', '/typeform/webhook', {
        token: admin,
        form: { email: 'broke@demo.test' },
      }),
    ).toEqual({ status: 200, body: {} })
    const broke = await mock.api.login('broke')
    expect((await mock.api.call('GET', '/auth-status', { token: broke })).body).toMatchObject({
      role: 'creator',
      isKycVerified: true,
      isVerified: true,
    })
    expect(
      (
        await mock.api.call('POST', '/typeform/webhook', {
          token: admin,
          form: { email: 'x@y.test' },
        })
      ).status,
    ).toBe(404)

    const reward = { email: 'broke@demo.test', value: '25', description: 'Thanks for joining' }
    expect(
      await mock.api.call('POST', '/manager/apply-reward', { token: admin, form: reward }),
    ).toEqual({
      status: 200,
      body: {},
    })
    const wallet = await mock.api.call('GET', '/wallet', { token: broke })
    expect(wallet.body).toMatchObject({
      balance: 25,
      transactions: { items: [{ type: 'RECEIVED', valueFormatted: '25.0000' }] },
    })
    const short = await mock.api.call('POST', '/manager/apply-reward', {
      token: admin,
      form: { ...reward, description: 'short' },
    })
    expect(short).toEqual({ status: 422, body: { ...errorShape, field: 'description' } })
    const unknown = await mock.api.call('POST', '/manager/apply-reward', {
      token: admin,
      form: { ...reward, email: 'x@y.test' },
    })
    expect(unknown.status).toBe(404)
    const user = await mock.api.login('user')
    expect(
      (await mock.api.call('POST', '/manager/apply-reward', { token: user, form: reward })).status,
    ).toBe(403)
  })
})
