import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../tests/fixtures'
import { server } from '../../tests/setup'
import { initApp } from './init'
import { makeStore } from './store'

const api = (path: string) => `*/api/v1${path}`

afterEach(() => vi.restoreAllMocks())

describe('initApp', () => {
  it('loads settings, then the auth status, then marks the app initialised', async () => {
    const calls: string[] = []
    server.use(
      http.get(api('/settings'), () => {
        calls.push('settings')
        return HttpResponse.json({ isTechnicalWorks: true, kycServiceUrl: 'https://kyc.test' })
      }),
      http.get(api('/auth-status'), () => {
        calls.push('auth-status')
        return HttpResponse.json(makeUser({ role: 'creator' }))
      }),
    )
    const store = makeStore()
    await initApp(store)
    expect(calls).toEqual(['settings', 'auth-status'])
    const state = store.getState()
    expect(state.settings).toMatchObject({
      isInitialised: true,
      isTechnicalWorks: true,
      kycServiceUrl: 'https://kyc.test',
    })
    expect(state.auth.permissions).toEqual(['creator'])
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

  it('treats an empty auth status as signed out', async () => {
    server.use(
      http.get(api('/settings'), () =>
        HttpResponse.json({ isTechnicalWorks: false, kycServiceUrl: '' }),
      ),
      http.get(api('/auth-status'), () => HttpResponse.json({})),
    )
    const store = makeStore()
    await initApp(store)
    expect(store.getState().auth.isLoggedIn).toBe(false)
    expect(store.getState().settings.isInitialised).toBe(true)
  })
})
