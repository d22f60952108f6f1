// The life cycles the API drives, end to end through the handlers: sign-up, purchase, upload and
// moderation, creator grant, reward, password restore.
import { describe, expect, it } from 'vitest'
import { encrypt } from '../test-support/api-call'
import { useInProcessMock } from '../test-support/in-process'

const api = useInProcessMock()

interface Item {
  id: string
  src: string
  status: string
  isVerified: boolean
}

const advance = (ms: number) => api.call('POST', '/__mock/clock', { json: { advanceMs: ms } })
const feedIds = async (token?: string) => {
  const ids: string[] = []
  for (let offset = 0, more = true; more; offset += 10) {
    const { body } = await api.call<{ items: Item[]; hasMore: boolean }>('GET', '/items', {
      token,
      query: { limit: 10, offset, filter: 'default', mbps: 5 },
    })
    ids.push(...body.items.map((item) => item.id))
    more = body.hasMore
  }
  return ids
}

describe('life cycles', () => {
  it('sign-up with the mailed code: a verified user with a 69-Point BONUS', async () => {
    const email = 'newcomer@example.test'
    expect((await api.call('POST', '/send-code', { query: { email } })).status).toBe(200)
    const mail = await api.call<{ code: string }>('GET', '/__mock/mail', { query: { email } })
    const form = {
      email,
      password: encrypt('Newcomer-2026'),
      referralCode: 'FRIEND',
      agreementStatus: 'true',
      verificationCode: mail.body.code,
    }
    expect(await api.call('POST', '/registration', { form })).toEqual({ status: 200, body: {} })
    const token = await api.login(email, 'Newcomer-2026')
    expect((await api.call('GET', '/auth-status', { token })).body).toMatchObject({
      email,
      role: 'user',
      isVerified: true,
      hasCreatorRequest: false,
    })
    const wallet = await api.call('GET', '/wallet', { token, query: { limit: 10, offset: 0 } })
    expect(wallet.body).toMatchObject({
      balance: 69,
      balanceFormatted: '69.0000',
      transactions: {
        hasMore: false,
        count: 1,
        items: [{ type: 'BONUS', valueFormatted: '69.0000' }],
      },
    })
  })

  it('purchase: 10 Points unlock a paid video for 24 hours; 402 without them', async () => {
    const token = await api.login('user')
    const before = await api.call<{ balance: number }>('GET', '/wallet', { token })
    const locked = await api.call<Item>('GET', '/items/v7', { token })
    expect(locked.body).toMatchObject({ permission: 'PRIVATE', src: '' })

    const bought = await api.call('PUT', '/video-purchase-one-day/v7', { token })
    expect(bought).toEqual({
      status: 200,
      body: {
        balanceFormatted: (before.body.balance - 10).toFixed(4),
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    })
    const unlocked = await api.call<Item>('GET', '/items/v7', { token })
    expect(unlocked.body.src).toMatch(/^\/media\/clip-\d\.mp4$/)
    const wallet = await api.call('GET', '/wallet', { token, query: { limit: 1, offset: 0 } })
    expect(wallet.body).toMatchObject({ transactions: { items: [{ type: 'PURCHASE' }] } })
    // Every call charges: buying a video still unlocked costs the price again.
    await api.call('PUT', '/video-purchase-one-day/v7', { token })
    expect((await api.call('GET', '/wallet', { token })).body.balance).toBe(
      before.body.balance - 20,
    )

    await advance(24 * 3_600_000 + 1000)
    expect((await api.call<Item>('GET', '/items/v7', { token })).body.src).toBe('')

    const broke = await api.login('broke')
    expect(await api.call('PUT', '/video-purchase-one-day/v7', { token: broke })).toEqual({
      status: 402,
      body: { message: expect.any(String) },
    })
  })

  it('upload: DONE after processing, then in the feed once verified and priced', async () => {
    const token = await api.login('creator')
    const videoData = new File([new Uint8Array(64)], 'holiday.mp4', { type: 'video/mp4' })
    const form = {
      videoData,
      videoName: 'Holiday',
      videoDescription: 'Beach',
      videoAccess: 'PUBLIC',
    }
    const uploaded = await api.call<{ id: string }>('POST', '/upload', { token, form })
    expect(uploaded).toEqual({ status: 200, body: { id: expect.any(String), status: 'UPLOADED' } })
    const { body } = uploaded
    const item = async () => (await api.call<Item>('GET', `/items/${body.id}`)).body

    expect(await item()).toMatchObject({ status: 'UPLOADED', isVerified: false })
    await advance(1000)
    expect((await item()).status).toBe('PROCESSING')
    await advance(3000)
    expect(await item()).toMatchObject({ status: 'DONE', isVerified: false })
    expect(await feedIds()).not.toContain(body.id)

    const manager = await api.login('manager')
    const verify = await api.call('PUT', `/manager/items/${body.id}`, {
      token: manager,
      json: { isVerified: true, permission: 'PRIVATE' },
    })
    expect(verify).toEqual({ status: 200, body: {} })
    expect(await item()).toMatchObject({ isVerified: true, permission: 'PRIVATE' })
    expect(await feedIds()).toContain(body.id)
  })

  it('upload: a file named to fail ends in ERROR and stays out of the feed', async () => {
    const token = await api.login('admin')
    const videoData = new File([new Uint8Array(64)], 'fail-me.mp4', { type: 'video/mp4' })
    const form = { videoData, videoName: 'Broken', videoDescription: 'Oops', videoAccess: '' }
    const { body } = await api.call<{ id: string }>('POST', '/upload', { token, form })
    await advance(10_000)
    expect((await api.call<Item>('GET', `/items/${body.id}`)).body.status).toBe('ERROR')
  })

  it('creator grant (POST /typeform/webhook): the user becomes a creator and may upload', async () => {
    const admin = await api.login('admin')
    const grant = await api.call('POST', '/typeform/webhook', {
      token: admin,
      form: { email: 'pending@demo.test' },
    })
    expect(grant).toEqual({ status: 200, body: {} })
    const token = await api.login('pending@demo.test')
    expect((await api.call('GET', '/auth-status', { token })).body).toMatchObject({
      role: 'creator',
      isKycVerified: true,
      isVerified: true,
      hasCreatorRequest: false,
      hasCreatorAccess: true,
    })
    const list = await api.call('GET', '/creator-items', { token, query: { limit: 5, offset: 0 } })
    expect(list.status).toBe(200)
  })

  it('reward (POST /manager/apply-reward): the Points reach the user as a RECEIVED transaction', async () => {
    const manager = await api.login('manager')
    const form = { email: 'broke@demo.test', value: '25', description: 'Thanks for joining' }
    const reward = await api.call('POST', '/manager/apply-reward', { token: manager, form })
    expect(reward).toEqual({ status: 200, body: {} })
    const wallet = await api.call('GET', '/wallet', { token: await api.login('broke') })
    expect(wallet.body).toMatchObject({
      balance: 25,
      transactions: { items: [{ type: 'RECEIVED', valueFormatted: '25.0000' }] },
    })
  })

  it('restore: the mailed nonce changes the password once', async () => {
    const restore = await api.call('POST', '/restore', { form: { email: 'user@demo.test' } })
    expect(restore).toEqual({ status: 200, body: {} })
    const mail = await api.call<{ resetLink: string }>('GET', '/__mock/mail', {
      query: { email: 'user@demo.test' },
    })
    expect(mail.body.resetLink).toMatch(/\/change-password\?nonce=/)
    const nonce = new URL(mail.body.resetLink).searchParams.get('nonce') ?? ''
    const query = { nonce, value: encrypt('Changed-pass-2026') }
    expect(await api.call('POST', '/confirm-restore', { query })).toEqual({ status: 200, body: {} })
    expect((await api.call('POST', '/confirm-restore', { query })).status).toBe(400)
    await expect(api.login('user')).rejects.toThrow(/401/)
    await expect(api.login('user', 'Changed-pass-2026')).resolves.toEqual(expect.any(String))
  })
})
