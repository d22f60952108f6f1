import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeUser } from '../../../tests/fixtures'
import { server } from '../../../tests/setup'
import { makeStore } from '../../app/store'
import { sessionStarted } from '../../lib/session-actions'
import {
  checkAuthStatus,
  login,
  logout,
  selectIsLoggedIn,
  selectPermissions,
  selectUser,
} from './auth-slice'

const api = (path: string) => `*/api/v1${path}`

describe('auth', () => {
  it('login stores the token and the user, with permissions = [role]', async () => {
    let sent: FormData | undefined
    server.use(
      http.post(api('/login'), async ({ request }) => {
        sent = await request.formData()
        return HttpResponse.json({ accessToken: 'tok', user: makeUser({ role: 'creator' }) })
      }),
    )
    const store = makeStore()
    await store.dispatch(login({ email: 'ann@example.test', password: 'Secret-123' }))

    expect(sent?.get('email')).toBe('ann@example.test')
    expect(sent?.get('password')).not.toBe('Secret-123')
    expect(window.localStorage.getItem('accessToken')).toBe('tok')
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(selectPermissions(store.getState())).toEqual(['creator'])
  })

  it('a failed login resets the state, removes the token and hands the error to the form', async () => {
    window.localStorage.setItem('accessToken', 'old')
    server.use(
      http.post(api('/login'), () =>
        HttpResponse.json({ message: 'Wrong e-mail or password' }, { status: 401 }),
      ),
    )
    const store = makeStore()
    store.dispatch(sessionStarted(makeUser()))
    const result = await store.dispatch(login({ email: 'a@b.test', password: 'x' }))

    expect(result.payload).toMatchObject({ status: 401, message: 'Wrong e-mail or password' })
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(selectUser(store.getState())).toBeNull()
    // The form shows it: no login popup is queued by the global 401 reaction.
    expect(store.getState().modals.queue).toEqual([])
  })

  it('logout resets the state and removes the token, even when the call fails', async () => {
    window.localStorage.setItem('accessToken', 'tok')
    server.use(
      http.post(api('/logout'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    )
    const store = makeStore()
    store.dispatch(sessionStarted(makeUser()))
    const pending = store.dispatch(logout())
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    await pending
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(store.getState().modals.queue).toEqual([])
  })

  it.each([
    ['an empty object', () => HttpResponse.json({})],
    ['204', () => new HttpResponse(null, { status: 204 })],
    ['401', () => HttpResponse.json({ message: 'expired' }, { status: 401 })],
  ])('auth status with %s means signed out', async (_, answer) => {
    server.use(http.get(api('/auth-status'), answer))
    const store = makeStore()
    store.dispatch(sessionStarted(makeUser()))
    await store.dispatch(checkAuthStatus())
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    expect(store.getState().modals.queue).toEqual([])
  })

  it('auth status with a user signs in', async () => {
    server.use(http.get(api('/auth-status'), () => HttpResponse.json(makeUser({ role: 'admin' }))))
    const store = makeStore()
    await store.dispatch(checkAuthStatus())
    expect(selectUser(store.getState())?.role).toBe('admin')
    expect(selectPermissions(store.getState())).toEqual(['admin'])
  })
})
