// The session owner's rules, against the mock API (as strict as docs/api.md allows): which 401
// ends which session. Only a refusal of the token stored now ends the session (the token is
// dropped, every feature resets, the login popup asks a signed-in user back); a late answer to a
// session that has ended since changes nothing; a failed login never touches a stored token.
// Slow calls are held until the test releases them, then the mock's own handlers answer.
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify/unstyled'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../mock-api/seed/demo-accounts'
import { renderWithProviders } from '../../../tests/render'
import { recordRequests } from '../../../tests/sent-requests'
import { server } from '../../../tests/setup'
import { signedInStore } from '../../../tests/signed-in-store'
import { toastsDrawn } from '../../../tests/toasts'
import { apiRequest } from '../../api/client'
import { createAppAsyncThunk } from '../../app/hooks'
import { makeStore, type AppStore } from '../../app/store'
import { selectFeed } from '../feed/feed-slice'
import { fetchFeedPage } from '../feed/feed-thunks'
import { MODAL_LOGIN_POPUP } from '../modals/modal-names'
import { checkAuthStatus, selectInterruptedUser, selectIsLoggedIn, selectUser } from './auth-slice'
import { login } from './login'

const SESSION_EXPIRED = 'Your session has expired. Please log in again.'

const callWallet = createAppAsyncThunk('test/callWallet', () => apiRequest('/wallet'))
const callWalletShowingItself = createAppAsyncThunk(
  'test/callWalletShowingItself',
  () => apiRequest('/wallet'),
  { screenShows: 'every failure' },
)

const storedToken = () => window.localStorage.getItem('accessToken')

/** Ends sessions on the mock's side, as an expiry on the server would (mock-api/README.md). */
async function expireSessions(body: { token?: string | null; email?: string } = {}) {
  const response = await fetch(`${window.location.origin}/__mock/expire-session`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  expect(response.ok).toBe(true)
}

/** The next calls to GET `path` wait until `release()`; then the mock answers them as usual. */
function hold(path: string) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.get(`*/api/v1${path}`, async () => {
      await gate
      return undefined // on to the mock's own handler
    }),
  )
  return { release }
}

const account = (name: keyof typeof DEMO_ACCOUNTS) => ({
  email: DEMO_ACCOUNTS[name].email,
  password: DEMO_PASSWORD,
})

function withToasts(store: AppStore) {
  renderWithProviders(<ToastContainer />, { store })
  return store
}

const loginPopupQueued = (store: AppStore) =>
  store.getState().modals.queue.some((modal) => modal.name === MODAL_LOGIN_POPUP)

describe('a 401 on a call', () => {
  it('ends the session when it refuses the stored token: dropped, data reset, asked back', async () => {
    const store = withToasts(await signedInStore('user'))
    await store.dispatch(fetchFeedPage())
    await expireSessions({ email: DEMO_ACCOUNTS.user.email })

    await store.dispatch(callWallet())

    expect(storedToken()).toBeNull()
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    expect(selectFeed(store.getState()).items).toEqual([])
    expect(selectInterruptedUser(store.getState())?.email).toBe(DEMO_ACCOUNTS.user.email)
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_LOGIN_POPUP }])
    expect(await screen.findByText(SESSION_EXPIRED)).toBeInTheDocument()
  })

  it('ends it too where the screen shows the failure itself, which then needs no toast', async () => {
    const store = withToasts(await signedInStore('user'))
    await expireSessions()
    await store.dispatch(callWalletShowingItself())
    expect(storedToken()).toBeNull()
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_LOGIN_POPUP }])
    await toastsDrawn()
    expect(screen.queryByText(SESSION_EXPIRED)).not.toBeInTheDocument()
  })

  it('answered late, for a token replaced by a new sign-in, changes nothing', async () => {
    const store = withToasts(await signedInStore('user'))
    const slow = hold('/wallet')
    const pending = store.dispatch(callWallet())
    await expireSessions()
    await store.dispatch(login(account('user')))
    const fresh = storedToken()

    slow.release()
    const result = await pending
    expect(result.payload).toMatchObject({ status: 401 })
    expect(storedToken()).toBe(fresh)
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(loginPopupQueued(store)).toBe(false)
    await toastsDrawn()
    expect(screen.queryByText(SESSION_EXPIRED)).not.toBeInTheDocument()
  })

  it("answered late, after another tab logged out and signed in, leaves that tab's session", async () => {
    const here = withToasts(await signedInStore('user'))
    const slow = hold('/wallet')
    const pending = here.dispatch(callWallet())
    await expireSessions()
    await makeStore().dispatch(login(account('creator'))) // the other tab
    const theirs = storedToken()

    slow.release()
    await pending
    expect(storedToken()).toBe(theirs)
    expect(loginPopupQueued(here)).toBe(false)
  })

  it("of a visitor's call asks to sign in and touches nothing else", async () => {
    const store = withToasts(makeStore())
    await store.dispatch(callWallet())
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_LOGIN_POPUP }])
    expect(selectInterruptedUser(store.getState())).toBeNull()
  })

  it("of a visitor's call answered after a sign-in changes nothing", async () => {
    const store = withToasts(makeStore())
    const slow = hold('/wallet')
    const pending = store.dispatch(callWallet())
    await store.dispatch(login(account('user')))
    slow.release()
    await pending
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(storedToken()).not.toBeNull()
    expect(loginPopupQueued(store)).toBe(false)
  })
})

describe('a dead token at start-up', () => {
  it('refused by the feed is dropped quietly, and the feed loads again as a visitor', async () => {
    window.localStorage.setItem('accessToken', 'expired-long-ago')
    const sent = recordRequests()
    const store = withToasts(makeStore())
    await store.dispatch(fetchFeedPage())
    expect(storedToken()).toBeNull()
    expect(loginPopupQueued(store)).toBe(false)

    await store.dispatch(fetchFeedPage())
    expect(selectFeed(store.getState()).items).toHaveLength(10)
    const [refused, reloaded] = sent.matching('GET', '/items')
    expect(refused?.request.headers.get('Authorization')).toBe('Bearer expired-long-ago')
    expect(reloaded?.request.headers.has('Authorization')).toBe(false)
  })

  it('refused after another tab stored a new one leaves the new one', async () => {
    window.localStorage.setItem('accessToken', 'expired-long-ago')
    const slow = hold('/auth-status')
    const store = makeStore()
    const pending = store.dispatch(checkAuthStatus())
    await makeStore().dispatch(login(account('user'))) // the other tab
    const theirs = storedToken()
    slow.release()
    await pending
    expect(storedToken()).toBe(theirs)
  })
})

describe('a token the auth status refuses', () => {
  it.each([
    ["401, the mock's answer to an ended session", () => undefined],
    // Backends that answer a dead token as a visitor: an empty session.
    ['an empty answer', () => HttpResponse.json({})],
    ['no content', () => new HttpResponse(null, { status: 204 })],
  ])('(%s) is dropped, and nobody stays signed in', async (_, answer) => {
    const store = withToasts(await signedInStore('user'))
    expect(storedToken()).not.toBeNull()
    await expireSessions({ email: DEMO_ACCOUNTS.user.email })
    server.use(http.get('*/api/v1/auth-status', answer))
    await store.dispatch(checkAuthStatus())
    expect(storedToken()).toBeNull()
    expect(selectIsLoggedIn(store.getState())).toBe(false)
    expect(selectUser(store.getState())).toBeNull()
  })
})

describe('a failed login', () => {
  it("never touches a stored token: another tab's new session stays", async () => {
    await makeStore().dispatch(login(account('creator'))) // the other tab
    const theirs = storedToken()
    const store = makeStore()
    const result = await store.dispatch(login({ ...account('user'), password: 'Wrong-pass-1' }))
    expect(result.payload).toMatchObject({ status: 401, message: 'Wrong e-mail or password.' })
    expect(storedToken()).toBe(theirs)
    expect(loginPopupQueued(store)).toBe(false)
  })
})
