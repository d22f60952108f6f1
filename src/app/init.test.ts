import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../mock-api/db'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { recordRequests } from '../../tests/sent-requests'
import { server } from '../../tests/setup'
import { selectRole } from '../features/auth/auth-slice'
import { login } from '../features/auth/login'
import { track } from '../lib/analytics'
import { initApp } from './init'
import { makeStore } from './store'

vi.mock('../lib/analytics', () => ({ track: vi.fn(() => Promise.resolve()) }))

const api = (path: string) => `*/api/v1${path}`

afterEach(() => {
  vi.restoreAllMocks()
  vi.mocked(track).mockReset().mockResolvedValue(undefined)
})

describe('initApp', () => {
  it('loads settings, then the auth status, then marks the app initialised', async () => {
    db.settings.isTechnicalWorks = true
    db.settings.kycServiceUrl = 'https://kyc.test'
    await makeStore().dispatch(
      login({ email: DEMO_ACCOUNTS.creator.email, password: DEMO_PASSWORD }),
    )
    const sent = recordRequests()
    const store = makeStore()
    await initApp(store)
    expect(sent.all.map(({ path }) => path)).toEqual(['/settings', '/auth-status'])
    const state = store.getState()
    expect(state.settings).toMatchObject({
      isInitialised: true,
      isTechnicalWorks: true,
      kycServiceUrl: 'https://kyc.test',
    })
    expect(selectRole(state)).toBe('creator')
  })

  it('only logs start-up failures and still finishes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(api('/settings'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get(api('/auth-status'), () => HttpResponse.text('oops', { status: 502 })),
    )
    const store = makeStore()
    await initApp(store)
    expect(store.getState().settings.isInitialised).toBe(true)
    expect(store.getState().auth.isLoggedIn).toBe(false)
    expect(logged).toHaveBeenCalled()
  })

  it("opened on Home, asks for the feed's first page without waiting for start-up", async () => {
    const sent = recordRequests()
    const store = makeStore()
    await initApp(store, '/')
    expect(sent.all.map(({ path }) => path)).toEqual(['/items', '/settings', '/auth-status'])
    await vi.waitFor(() => expect(store.getState().feed.items).toHaveLength(10))
  })

  it("opened on a shared video's link, asks for the first page with that video at once", async () => {
    const sent = recordRequests()
    const store = makeStore()
    await initApp(store, '/', 'v7')
    expect(sent.all.map(({ path }) => path)).toEqual(['/items', '/settings', '/auth-status'])
    expect(sent.all[0]?.query.get('vid')).toBe('v7')
    await vi.waitFor(() => expect(store.getState().feed.items[0]?.id).toBe('v7'))
  })

  it('opened elsewhere, leaves the feed to Home', async () => {
    const sent = recordRequests()
    await initApp(makeStore(), '/wallet')
    expect(sent.all.map(({ path }) => path)).toEqual(['/settings', '/auth-status'])
  })

  it('starts signed out without a stored token', async () => {
    const store = makeStore()
    await initApp(store)
    expect(store.getState().auth.isLoggedIn).toBe(false)
    expect(store.getState().settings.isInitialised).toBe(true)
  })

  it('records the analytics session once per start, after the auth status', async () => {
    const sent = recordRequests()
    let sentBefore: string[] = []
    vi.mocked(track).mockImplementation(() => {
      sentBefore = sent.all.map(({ path }) => path)
      return Promise.resolve()
    })
    await initApp(makeStore(), '/wallet')
    expect(track).toHaveBeenCalledTimes(1)
    expect(track).toHaveBeenCalledWith('session')
    expect(sentBefore).toEqual(['/settings', '/auth-status'])
  })
})
