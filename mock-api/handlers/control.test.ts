// The mock's control routes (outside /api/v1): reset, faults, technical works and the clock.
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, type DemoAccount } from '../seed/demo-accounts'
import { demoSessionToken } from '../seed/demo-sessions'
import { handle, ORIGIN, useInProcessMock } from '../test-support/in-process'

const api = useInProcessMock()

const fault = (json: object) => api.call('POST', '/__mock/faults', { json })
const settings = () => api.call('GET', '/settings')

describe('faults', () => {
  it('fails the next call to the path with the status and message, then answers normally', async () => {
    expect(await fault({ path: '/api/v1/settings', status: 503, message: 'Down' })).toEqual({
      status: 200,
      body: {},
    })
    expect(await settings()).toEqual({ status: 503, body: { message: 'Down' } })
    expect((await settings()).status).toBe(200)
  })

  it('counts `times` and matches only the given method', async () => {
    await fault({ path: '/api/v1/likes', method: 'PUT', status: 500, times: 2 })
    const token = await api.login('user')
    const like = () => api.call('POST', '/likes', { token, json: { videoId: 'v1' } })
    const unlike = () => api.call('PUT', '/likes', { token, json: { videoId: 'v1' } })
    expect((await like()).status).toBe(200)
    expect((await unlike()).status).toBe(500)
    expect((await unlike()).status).toBe(500)
    expect((await unlike()).status).toBe(200)
  })

  it('answers 200 with a body that is not JSON when malformed', async () => {
    await fault({ path: '/api/v1/auth-status', malformed: true })
    const response = await handle(new Request(`${ORIGIN}/api/v1/auth-status`))
    expect(response.status).toBe(200)
    await expect(response.clone().json()).rejects.toThrow()
    expect(await response.text()).not.toBe('')
  })

  it('delays the real answer when only delayMs is given', async () => {
    await fault({ path: '/api/v1/settings', delayMs: 50 })
    const started = performance.now()
    expect(await settings()).toEqual({
      status: 200,
      body: { isTechnicalWorks: false, kycServiceUrl: '' },
    })
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
  })

  it('is cleared by a reset', async () => {
    await fault({ path: '/api/v1/settings', status: 500 })
    await api.call('POST', '/__mock/reset')
    expect((await settings()).status).toBe(200)
  })

  it('answers 422 without a path', async () => {
    expect(await fault({ status: 500 })).toEqual({
      status: 422,
      body: { message: expect.any(String), field: 'path' },
    })
  })
})

describe('state', () => {
  it('reset restores the seed', async () => {
    const token = await api.login('admin')
    await api.call('DELETE', '/items/v1', { token })
    await api.call('PUT', '/user/u2', { token, json: { role: 'creator' } })
    await api.call('POST', '/__mock/reset')
    expect((await api.call('GET', '/items/v1')).status).toBe(200)
    const users = await api.call<{ items: { id: string; role: string }[] }>('GET', '/users', {
      token: await api.login('admin'),
    })
    expect(users.body.items.find((user) => user.id === 'u2')?.role).toBe('user')
  })

  it('technical works switch the flag of GET /settings while every call still answers', async () => {
    await api.call('POST', '/__mock/technical-works', { json: { on: true } })
    expect((await settings()).body).toMatchObject({ isTechnicalWorks: true })
    expect((await api.call('GET', '/items', { query: { limit: 10, offset: 0 } })).status).toBe(200)
    await api.call('POST', '/__mock/technical-works', { json: { on: false } })
    expect((await settings()).body).toMatchObject({ isTechnicalWorks: false })
  })

  it('the clock moves purchases past their 24 hours', async () => {
    const token = await api.login('user')
    const bought = await api.call('PUT', '/video-purchase-one-day/v7', { token })
    expect(bought.status).toBe(200)
    const purchases = () =>
      api.call<{ videos: { id: string }[] }>('GET', '/purchases', { token }).then((a) => a.body)
    expect((await purchases()).videos.map((video) => video.id)).toContain('v7')
    await api.call('POST', '/__mock/clock', { json: { advanceMs: 24 * 3_600_000 + 1000 } })
    expect((await purchases()).videos).toEqual([])
    const item = await api.call('GET', '/items/v7', { token })
    expect(item.body).toMatchObject({ permission: 'PRIVATE', src: '' })
    expect(item.body).not.toHaveProperty('expiresAt')
  })

  it('expire-session ends one token, every session of an e-mail, or all of them', async () => {
    const wallet = (token: string) => api.call('GET', '/wallet', { token }).then((a) => a.status)
    const first = await api.login('user')
    const second = await api.login('user')
    const creator = await api.login('creator')
    const expire = (json: object) => api.call('POST', '/__mock/expire-session', { json })

    expect(await expire({ token: first })).toEqual({ status: 200, body: { expired: 1 } })
    expect([await wallet(first), await wallet(second), await wallet(creator)]).toEqual([
      401, 200, 200,
    ])
    // The demo account's seeded session is one of its sessions (seed/demo-sessions.ts).
    expect((await expire({ email: 'user@demo.test' })).body).toEqual({ expired: 2 })
    expect([await wallet(second), await wallet(creator)]).toEqual([401, 200])
    expect((await expire({})).body).toEqual({ expired: 1 + 6 })
    expect(await wallet(creator)).toBe(401)
    expect((await expire({ email: 'nobody@demo.test' })).status).toBe(404)
  })

  it('seeds one session per demo account, which expiry and logout end and a reset restores', async () => {
    const seeded = demoSessionToken('creator')
    const status = () => api.call<{ email?: string }>('GET', '/auth-status', { token: seeded })
    const expire = (json: object) => api.call('POST', '/__mock/expire-session', { json })
    expect(await status()).toMatchObject({ status: 200, body: { email: 'creator@demo.test' } })
    for (const account of Object.keys(DEMO_ACCOUNTS) as DemoAccount[]) {
      const { body } = await api.call<{ email: string }>('GET', '/auth-status', {
        token: demoSessionToken(account),
      })
      expect(body.email).toBe(DEMO_ACCOUNTS[account].email)
    }

    expect((await expire({ token: seeded })).body).toEqual({ expired: 1 })
    expect((await status()).status).toBe(401)
    await api.call('POST', '/__mock/reset')
    expect((await status()).status).toBe(200)
    expect((await api.call('POST', '/logout', { token: seeded })).status).toBe(200)
    expect((await status()).status).toBe(401)
    await api.call('POST', '/__mock/reset')
    expect((await status()).status).toBe(200)
    expect((await api.call('GET', '/auth-status', { token: 'demo-session-nobody' })).status).toBe(
      401,
    )
  })

  it('the clock answers 422 without advanceMs', async () => {
    expect((await api.call('POST', '/__mock/clock', { json: {} })).status).toBe(422)
  })
})
