// Who may call what: 401 without a valid session, 403 for the wrong
// role, and the staff calls that need a verified manager.
import { describe, expect, it } from 'vitest'
import type { DemoAccount } from '../seed/demo-accounts'
import { useInProcessMock } from '../test-support/in-process'

const api = useInProcessMock()

type Call = [method: string, path: string, options?: Parameters<typeof api.call>[2]]

const video = () => new File([new Uint8Array(16)], 'clip.mp4', { type: 'video/mp4' })
const upload = () => ({
  form: { videoData: video(), videoName: 'A', videoDescription: 'B', videoAccess: 'PUBLIC' },
})

const sessionCalls: Call[] = [
  ['POST', '/logout'],
  ['GET', '/user-statistic'],
  ['GET', '/user-liked-videos'],
  ['GET', '/user-favorite-videos'],
  ['GET', '/purchases'],
  ['GET', '/kyc/access-token'],
  ['GET', '/wallet', { query: { limit: 10, offset: 0 } }],
  ['DELETE', '/items/v1'],
  ['POST', '/likes', { json: { videoId: 'v1' } }],
  ['PUT', '/likes', { json: { videoId: 'v1' } }],
  ['POST', '/favorites', { json: { videoId: 'v1' } }],
  ['PUT', '/favorites', { json: { videoId: 'v1' } }],
  ['PUT', '/video-purchase-one-day/v7'],
  ['POST', '/upload', upload()],
  ['PUT', '/user-avatar', { form: { avatar: new File(['x'], 'a.png', { type: 'image/png' }) } }],
  ['PUT', '/user-settings', { form: { fullname: 'X' } }],
  ['GET', '/creator-items', { query: { limit: 5, offset: 0 } }],
  ['PUT', '/item/v1', { json: { permission: 'PRIVATE' } }],
  ['GET', '/manager/items/all', { query: { limit: 10, offset: 0 } }],
  ['PUT', '/manager/items/v1', { json: { isVerified: true } }],
  ['GET', '/users'],
  ['DELETE', '/user/u2'],
  ['PUT', '/user/u2', { json: { isVerified: true } }],
  ['POST', '/typeform/webhook', { form: { email: 'broke@demo.test' } }],
  ['POST', '/manager/apply-reward', { form: { email: 'broke@demo.test', value: '5' } }],
]

describe('session', () => {
  it.each(sessionCalls)(
    '%s %s answers 401 without a token or with an unknown one',
    async (...c) => {
      const [method, path, options = {}] = c
      expect(await api.call(method, path, options)).toEqual({
        status: 401,
        body: { message: expect.any(String) },
      })
      expect((await api.call(method, path, { ...options, token: 'not-a-token' })).status).toBe(401)
    },
  )

  // A visitor has no token; a token the API does not know is refused even where a visitor is
  // welcome, so a client holding a dead one finds out on its first call.
  const publicCalls: Call[] = [
    ['GET', '/settings'],
    ['GET', '/auth-status'],
    ['GET', '/items', { query: { limit: 10, offset: 0 } }],
    ['GET', '/items/v1'],
    ['GET', '/creator-statistic/demo_creator'],
    ['GET', '/check-is-email-exist/user%40demo.test'],
    ['POST', '/login', { form: { email: 'user@demo.test', password: 'x' } }],
  ]
  it.each(publicCalls)(
    '%s %s answers 401 with an unknown token and not without one',
    async (...c) => {
      const [method, path, options = {}] = c
      expect(await api.call(method, path, { ...options, token: 'not-a-token' })).toEqual({
        status: 401,
        body: { message: expect.any(String) },
      })
      expect((await api.call(method, path, options)).status).not.toBe(401)
    },
  )

  it('stops accepting a token after logout', async () => {
    const token = await api.login('user')
    expect(await api.call('POST', '/logout', { token })).toEqual({ status: 200, body: {} })
    expect((await api.call('GET', '/wallet', { token })).status).toBe(401)
  })
})

const staffCalls: Record<string, Call> = {
  upload: ['POST', '/upload', upload()],
  'creator items': ['GET', '/creator-items', { query: { limit: 5, offset: 0 } }],
  'manager items': ['GET', '/manager/items/all', { query: { limit: 10, offset: 0 } }],
  'moderate item': ['PUT', '/manager/items/v9', { json: { isVerified: true } }],
  users: ['GET', '/users'],
  'delete user': ['DELETE', '/user/u11'],
  'change user': ['PUT', '/user/u11', { json: { isVerified: false } }],
  'grant creator': ['POST', '/typeform/webhook', { form: { email: 'broke@demo.test' } }],
  reward: [
    'POST',
    '/manager/apply-reward',
    { form: { email: 'broke@demo.test', value: '5', description: 'Thanks for testing' } },
  ],
}

// Expected status per account; the unverified manager is refused only the lists (manager items, users).
const allowed: Record<string, Partial<Record<DemoAccount, number>>> = {
  upload: { user: 403, creator: 200, manager: 403, admin: 200 },
  'creator items': { user: 403, creator: 200, manager: 403, admin: 200 },
  'manager items': {
    user: 403,
    creator: 403,
    managerUnverified: 403,
    manager: 200,
    admin: 200,
  },
  'moderate item': { user: 403, creator: 403, managerUnverified: 200, manager: 200 },
  users: { user: 403, creator: 403, managerUnverified: 403, manager: 200, admin: 200 },
  'delete user': { user: 403, creator: 403, manager: 403, admin: 200 },
  'change user': { user: 403, creator: 403, managerUnverified: 200, manager: 200 },
  'grant creator': { user: 403, creator: 403, manager: 200, admin: 200 },
  reward: { user: 403, creator: 403, manager: 200, admin: 200 },
}

describe('roles', () => {
  const cases = Object.entries(allowed).flatMap(([name, byAccount]) =>
    Object.entries(byAccount).map(([account, status]) => ({ name, account, status })),
  )

  it.each(cases)('$name as $account answers $status', async ({ name, account, status }) => {
    const [method, path, options = {}] = staffCalls[name]!
    const token = await api.login(account)
    const answer = await api.call(method, path, { ...options, token })
    expect(answer.status).toBe(status)
    if (status === 403) expect(answer.body).toEqual({ message: expect.any(String) })
  })

  it('DELETE /items/{id} and PUT /item/{id} refuse a signed-in user who does not own the video', async () => {
    const token = await api.login('user')
    expect((await api.call('DELETE', '/items/v1', { token })).status).toBe(403)
    const change = await api.call('PUT', '/item/v1', { token, json: { permission: 'PRIVATE' } })
    expect(change.status).toBe(403)
    const manager = await api.login('manager')
    expect((await api.call('PUT', '/item/v1', { token: manager, json: {} })).status).toBe(403)
  })

  it('DELETE /items/{id} lets the owner and staff delete a video', async () => {
    const creator = await api.login('creator')
    expect(await api.call('DELETE', '/items/v1', { token: creator })).toEqual({
      status: 200,
      body: {},
    })
    expect((await api.call('GET', '/items/v1')).status).toBe(404)
    const manager = await api.login('manager')
    expect((await api.call('DELETE', '/items/v2', { token: manager })).status).toBe(200)
    const admin = await api.login('admin')
    expect((await api.call('DELETE', '/items/v3', { token: admin })).status).toBe(200)
  })

  it('PUT /user/{id} lets only an admin change an admin', async () => {
    const manager = await api.login('manager')
    const answer = await api.call('PUT', '/user/u6', { token: manager, json: { role: 'user' } })
    expect(answer.status).toBe(403)
  })
})
