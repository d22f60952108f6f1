import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../mock-api/seed/demo-accounts'
import { makeUser } from '../../../tests/fixtures'
import { decrypted, recordRequests } from '../../../tests/sent-requests'
import { server } from '../../../tests/setup'
import { makeStore } from '../../app/store'
import {
  checkAuthStatus,
  logout,
  selectIsLoggedIn,
  selectRole,
  selectUser,
  sessionStarted,
  userUpdated,
} from './auth-slice'
import { login } from './login'

const api = (path: string) => `*/api/v1${path}`
const creator = { email: DEMO_ACCOUNTS.creator.email, password: DEMO_PASSWORD }

describe('auth', () => {
  it('login sends the encrypted password, stores the token and the user with their role', async () => {
    const sent = recordRequests()
    const store = makeStore()
    await store.dispatch(login(creator))

    const form = await sent.formOf('POST', '/login')
    expect(form.email).toBe(creator.email)
    expect(form.password).not.toBe(DEMO_PASSWORD)
    expect(decrypted(form.password)).toBe(DEMO_PASSWORD)
    expect(window.localStorage.getItem('accessToken')).toEqual(expect.any(String))
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(selectUser(store.getState())?.email).toBe(creator.email)
    expect(selectRole(store.getState())).toBe('creator')
  })

  it('a failed login hands the error to the form and signs nobody in', async () => {
    const sent = recordRequests()
    const store = makeStore()
    const result = await store.dispatch(login({ ...creator, password: 'Wrong-pass-1' }))

    expect(result.payload).toMatchObject({ status: 401, message: 'Wrong e-mail or password.' })
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(selectUser(store.getState())).toBeNull()
    // The form shows it: no login popup is queued by the global 401 reaction.
    expect(store.getState().modals.queue).toEqual([])
    // Signing in asks for a new session: no token goes with it (session-owner.test.tsx has what
    // a failure does to a stored one).
    expect(sent.matching('POST', '/login')[0]?.request.headers.has('Authorization')).toBe(false)
  })

  it('logout ends the session on the server, resets the state and removes the token', async () => {
    const sent = recordRequests()
    const store = makeStore()
    await store.dispatch(login(creator))
    const pending = store.dispatch(logout())
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    await pending

    const [call] = sent.matching('POST', '/logout')
    expect(sent.matching('POST', '/logout')).toHaveLength(1)
    // The token left storage first (other tabs follow at once); the call still carries it.
    expect(call?.request.headers.get('Authorization')).toMatch(/^Bearer .+/)
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(store.getState().modals.queue).toEqual([])
  })

  it('logout still ends the session locally when the call fails', async () => {
    window.localStorage.setItem('accessToken', 'tok')
    server.use(
      http.post(api('/logout'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    )
    const store = makeStore()
    store.dispatch(sessionStarted(makeUser()))
    await store.dispatch(logout())
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(store.getState().modals.queue).toEqual([])
  })

  it('auth status without a token means signed out', async () => {
    const store = makeStore()
    store.dispatch(sessionStarted(makeUser()))
    await store.dispatch(checkAuthStatus())
    expect(selectIsLoggedIn(store.getState())).toBe(false)
  })

  it('auth status with a stored token signs that user in', async () => {
    await makeStore().dispatch(login({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }))
    const store = makeStore()
    await store.dispatch(checkAuthStatus())
    expect(selectUser(store.getState())?.email).toBe(DEMO_ACCOUNTS.admin.email)
    expect(selectRole(store.getState())).toBe('admin')
  })

  it('a profile update replaces the user but keeps the rest of the session', async () => {
    const store = makeStore()
    await store.dispatch(login(creator))
    const user = selectUser(store.getState())!
    store.dispatch(userUpdated({ ...user, fullname: 'New Name' }))
    expect(selectUser(store.getState())?.fullname).toBe('New Name')
    expect(selectRole(store.getState())).toBe('creator')
    expect(selectIsLoggedIn(store.getState())).toBe(true)
  })
})
