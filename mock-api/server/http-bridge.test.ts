// What the HTTP bridge adds to the handlers (tested in process in handlers/): a real request
// reaches them with its method, headers, query and body, and their status, headers and body come
// back. Files in multipart bodies: mock-api-server.test.ts (an upload served right after).
import { describe, expect, it } from 'vitest'
import { encrypt } from '../test-support/api-call'
import { useRunningMock } from '../test-support/running-mock'

const mock = useRunningMock()

describe('HTTP bridge', () => {
  it('passes a multipart form in and the JSON answer out, never cached', async () => {
    const form = new FormData()
    form.append('email', 'user@demo.test')
    form.append('password', encrypt('Demo-pass-2026'))
    const response = await fetch(`${mock.server.url}/api/v1/login`, { method: 'POST', body: form })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ user: { email: 'user@demo.test' } })
  })

  it('passes the Authorization header and the query; a refusal keeps its status', async () => {
    const token = await mock.api.login('user')
    const wallet = await mock.api.call<{ transactions: { items: unknown[] } }>('GET', '/wallet', {
      token,
      query: { limit: 3, offset: 0 },
    })
    expect(wallet.status).toBe(200)
    expect(wallet.body.transactions.items).toHaveLength(3)
    expect((await mock.api.call('GET', '/wallet')).status).toBe(401)
  })

  it('passes the method and a JSON body', async () => {
    const token = await mock.api.login('user')
    const json = { videoId: 'v2' }
    const liked = await mock.api.call<{ likesCounts: number }>('POST', '/likes', { token, json })
    expect(liked.status).toBe(200)
    expect(await mock.api.call('PUT', '/likes', { token, json })).toEqual({
      status: 200,
      body: { likesCounts: liked.body.likesCounts - 1 },
    })
  })

  it('answers a path no handler knows with a JSON 404', async () => {
    expect(await mock.api.call('GET', '/no-such-call')).toEqual({
      status: 404,
      body: { message: 'Not found' },
    })
  })

  it('reaches the /__mock control routes', async () => {
    await mock.api.call('POST', '/__mock/faults', {
      json: { path: '/api/v1/settings', status: 503, message: 'Down for a moment' },
    })
    expect(await mock.api.call('GET', '/settings')).toEqual({
      status: 503,
      body: { message: 'Down for a moment' },
    })
  })
})
