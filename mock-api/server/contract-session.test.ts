// Contract test, part 1 (API.md #1-#16, #26, #27) over real HTTP: every call's shape and status
// codes, and the sign-up and restore life cycles. Also documents the API by example.
import { describe, expect, it } from 'vitest'
import { encrypt } from '../test-support/api-call'
import {
  errorShape,
  feedItemShape,
  publicUserShape,
  statisticShape,
  transactionShape,
  userShape,
} from '../test-support/shapes'
import { useRunningMock } from '../test-support/running-mock'

const mock = useRunningMock()

describe('#1-#3 session', () => {
  it('#1 logs in with an encrypted password; 401 when wrong; 400 in plain text', async () => {
    const ok = await mock.api.call('POST', '/login', {
      form: { email: 'user@demo.test', password: encrypt('Demo-pass-2026') },
    })
    expect(ok).toEqual({ status: 200, body: { accessToken: expect.any(String), user: userShape } })
    const wrong = await mock.api.call('POST', '/login', {
      form: { email: 'user@demo.test', password: encrypt('nope-nope-nope') },
    })
    expect(wrong).toEqual({ status: 401, body: errorShape })
    const plain = await mock.api.call('POST', '/login', {
      form: { email: 'user@demo.test', password: 'Demo-pass-2026' },
    })
    expect(plain.status).toBe(400)
  })

  it('#3 reports the user, {} signed out, 401 for a dead token; #2 ends the session', async () => {
    const token = await mock.api.login('creator')
    expect(await mock.api.call('GET', '/auth-status', { token })).toEqual({
      status: 200,
      body: { ...userShape, role: 'creator', email: 'creator@demo.test' },
    })
    expect(await mock.api.call('GET', '/auth-status')).toEqual({ status: 200, body: {} })
    expect(await mock.api.call('POST', '/logout', { token })).toEqual({ status: 200, body: {} })
    expect((await mock.api.call('GET', '/auth-status', { token })).status).toBe(401)
    expect((await mock.api.call('POST', '/logout')).status).toBe(401)
  })
})

describe('#4-#6 sign-up', () => {
  it('sends a code, enforces the wait, registers with the code and credits 69 Points', async () => {
    const email = 'newcomer@example.test'
    const sent = await mock.api.call('POST', '/send-code', { query: { email } })
    expect(sent).toEqual({
      status: 200,
      body: { nextAttemptTime: expect.any(Number), attempts: 1 },
    })
    const early = await mock.api.call('POST', '/send-code', { query: { email } })
    expect(early).toEqual({
      status: 429,
      body: { ...errorShape, nextAttemptTime: sent.body.nextAttemptTime },
    })
    await mock.api.call('POST', '/__mock/clock', { json: { advanceMs: 61_000 } })
    expect((await mock.api.call('POST', '/send-code', { query: { email } })).body.attempts).toBe(2)

    const { body: mail } = await mock.api.call<{ code: string }>('GET', '/__mock/mail', {
      query: { email },
    })
    expect(await mock.api.call('GET', `/check-is-email-exist/${email}`)).toEqual({
      status: 200,
      body: { isExist: false },
    })
    const form = {
      email,
      password: encrypt('Fresh-pass-2026'),
      referralCode: '',
      agreementStatus: 'true',
      verificationCode: '000000',
    }
    expect(await mock.api.call('POST', '/registration', { form })).toEqual({
      status: 200,
      body: { error: expect.any(String) },
    })
    const registered = await mock.api.call('POST', '/registration', {
      form: { ...form, verificationCode: mail.code },
    })
    expect(registered).toEqual({ status: 200, body: {} })
    expect((await mock.api.call('GET', `/check-is-email-exist/${email}`)).body).toEqual({
      isExist: true,
    })
    const token = await mock.api.login(email, 'Fresh-pass-2026')
    const wallet = await mock.api.call('GET', '/wallet', { token, query: { limit: 10, offset: 0 } })
    expect(wallet.body).toMatchObject({
      balance: 69,
      transactions: { count: 1, items: [{ type: 'BONUS', valueFormatted: '69.0000' }] },
    })
    const again = await mock.api.call('POST', '/registration', {
      form: { ...form, verificationCode: '123456' },
    })
    expect(again).toEqual({ status: 409, body: errorShape })
  })

  it('refuses an invalid e-mail or a missing agreement with 422 and the field', async () => {
    expect(await mock.api.call('POST', '/send-code', { query: { email: 'nope' } })).toEqual({
      status: 422,
      body: { message: 'Incorrect Email', field: 'email' },
    })
    const refused = await mock.api.call('POST', '/registration', {
      form: {
        email: 'x@example.test',
        password: encrypt('Fresh-pass-2026'),
        referralCode: '',
        agreementStatus: 'false',
        verificationCode: '123456',
      },
    })
    expect(refused).toEqual({ status: 422, body: { ...errorShape, field: 'agreementStatus' } })
  })
})

describe('#7-#8 restore', () => {
  it('mails a reset link whose nonce works once', async () => {
    expect(
      (await mock.api.call('POST', '/restore', { form: { email: 'x@nowhere.test' } })).status,
    ).toBe(404)
    expect(await mock.api.call('POST', '/restore', { form: { email: 'broke@demo.test' } })).toEqual(
      {
        status: 200,
        body: {},
      },
    )
    const { body } = await mock.api.call<{ resetLink: string }>('GET', '/__mock/mail', {
      query: { email: 'broke@demo.test' },
    })
    const nonce = new URL(body.resetLink).searchParams.get('nonce') ?? ''
    const query = { nonce, value: encrypt('Another-pass-2026') }
    expect(await mock.api.call('POST', '/confirm-restore', { query })).toEqual({
      status: 200,
      body: {},
    })
    expect(await mock.api.call('POST', '/confirm-restore', { query })).toEqual({
      status: 400,
      body: errorShape,
    })
    await expect(mock.api.login('broke', 'Another-pass-2026')).resolves.toEqual(expect.any(String))
  })
})

describe('#9-#16 settings, statistics and lists', () => {
  it('#9 settings name the widget origin', async () => {
    expect(await mock.api.call('GET', '/settings')).toEqual({
      status: 200,
      body: { isTechnicalWorks: false, kycServiceUrl: mock.server.kycUrl },
    })
  })

  it('#10 user statistic; #11 creator statistic or 404', async () => {
    const token = await mock.api.login('creator')
    expect(await mock.api.call('GET', '/user-statistic', { token })).toEqual({
      status: 200,
      body: {
        ...userShape,
        userLinks: expect.arrayContaining([{ name: 'Web', value: expect.any(String) }]),
        userStatistics: [statisticShape],
      },
    })
    const profile = await mock.api.call<{ videos: unknown[]; videoCounts: number }>(
      'GET',
      '/creator-statistic/demo_creator',
    )
    expect(profile).toEqual({
      status: 200,
      body: {
        userdata: publicUserShape,
        links: expect.any(Array),
        statistic: statisticShape,
        videoCounts: profile.body.videos.length,
        videos: expect.arrayContaining([feedItemShape]),
      },
    })
    expect((await mock.api.call('GET', '/creator-statistic/nobody_here')).status).toBe(404)
    expect((await mock.api.call('GET', '/user-statistic')).status).toBe(401)
  })

  it('#12-#14 liked, favourite and unexpired purchased videos', async () => {
    const token = await mock.api.login('user')
    const liked = await mock.api.call<{ items: unknown[] }>('GET', '/user-liked-videos', { token })
    expect(liked.body.items.length).toBeGreaterThan(0)
    expect(liked.body.items).toEqual(expect.arrayContaining([feedItemShape]))
    const favourites = await mock.api.call('GET', '/user-favorite-videos', { token })
    expect(favourites.body).toEqual({ items: expect.arrayContaining([feedItemShape]) })
    const purchases = await mock.api.call<{ videos: { src: string; expiresAt: string }[] }>(
      'GET',
      '/purchases',
      { token },
    )
    expect(purchases.body.videos).toEqual([
      {
        ...feedItemShape,
        permission: 'PRIVATE',
        src: expect.stringMatching(/^\/media\//),
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
      },
    ])
    for (const path of ['/user-liked-videos', '/user-favorite-videos', '/purchases']) {
      expect((await mock.api.call('GET', path)).status).toBe(401)
    }
  })

  it('#15 KYC token; #16 wallet pages of 10, newest first', async () => {
    const token = await mock.api.login('user')
    expect(await mock.api.call('GET', '/kyc/access-token', { token })).toEqual({
      status: 200,
      body: { kycAccessToken: expect.any(String) },
    })
    const first = await mock.api.call<{
      transactions: { items: { date: string }[]; count: number }
    }>('GET', '/wallet', { token, query: { limit: 10, offset: 0 } })
    expect(first.body).toEqual({
      balance: expect.any(Number),
      balanceFormatted: expect.stringMatching(/^\d+\.\d{4}$/),
      currency: { decimal: 4, name: 'Points', symbol: 'POINTS' },
      transactions: { hasMore: true, count: expect.any(Number), items: expect.any(Array) },
    })
    expect(first.body.transactions.count).toBeGreaterThanOrEqual(25)
    expect(first.body.transactions.items).toHaveLength(10)
    expect(first.body.transactions.items[0]).toEqual(transactionShape)
    const dates = first.body.transactions.items.map((item) => item.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    const last = await mock.api.call<{ transactions: { hasMore: boolean } }>('GET', '/wallet', {
      token,
      query: { limit: 10, offset: 20 },
    })
    expect(last.body.transactions.hasMore).toBe(false)
    const broke = await mock.api.call('GET', '/wallet', { token: await mock.api.login('broke') })
    expect(broke.body).toMatchObject({ balance: 0, balanceFormatted: '0.0000' })
  })
})

describe('#26-#27 avatar and settings', () => {
  it('#26 stores a PNG avatar; 415 for other types; 413 over 30 MB', async () => {
    const token = await mock.api.login('user')
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'avatar.png', { type: 'image/png' })
    const saved = await mock.api.call<{ avatar: string }>('PUT', '/user-avatar', {
      token,
      form: { avatar: png },
    })
    expect(saved).toEqual({
      status: 200,
      body: {
        avatar: expect.stringMatching(/^\/media\/uploads\//),
        avatarThumb: expect.any(String),
      },
    })
    const served = await fetch(new URL(saved.body.avatar, mock.server.url))
    expect(served.headers.get('content-type')).toBe('image/png')
    const jpeg = new File(['x'], 'a.jpg', { type: 'image/jpeg' })
    expect(
      (await mock.api.call('PUT', '/user-avatar', { token, form: { avatar: jpeg } })).status,
    ).toBe(415)
    const huge = new File([new Uint8Array(30 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
    expect(
      (await mock.api.call('PUT', '/user-avatar', { token, form: { avatar: huge } })).status,
    ).toBe(413)
  })

  it('#27 changes only the sent fields; 409 taken username; 422 invalid', async () => {
    const token = await mock.api.login('user')
    const updated = await mock.api.call('PUT', '/user-settings', {
      token,
      form: { fullname: 'Renamed', Instagram: '@renamed' },
    })
    expect(updated).toEqual({
      status: 200,
      body: { ...userShape, fullname: 'Renamed', username: 'demo_user' },
    })
    const stats = await mock.api.call('GET', '/user-statistic', { token })
    expect(stats.body.userLinks).toEqual([{ name: 'Instagram', value: '@renamed' }])
    const taken = await mock.api.call('PUT', '/user-settings', {
      token,
      form: { username: 'demo_creator' },
    })
    expect(taken).toEqual({ status: 409, body: expect.objectContaining(errorShape) })
    const invalid: Record<string, string>[] = [
      { username: '_bad_' },
      { Web: 'not a url' },
      { description: 'x'.repeat(301) },
    ]
    for (const form of invalid) {
      expect((await mock.api.call('PUT', '/user-settings', { token, form })).status).toBe(422)
    }
  })
})
