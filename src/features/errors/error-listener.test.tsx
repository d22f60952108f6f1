import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify/unstyled'
import { describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../../tests/fixtures'
import { renderWithProviders } from '../../../tests/render'
import { server } from '../../../tests/setup'
import { toastsDrawn } from '../../../tests/toasts'
import { apiRequest } from '../../api/client'
import { createAppAsyncThunk } from '../../app/hooks'
import { makeStore } from '../../app/store'
import { sessionStarted } from '../auth/auth-slice'
import { MODAL_BUY_XPASS, MODAL_LOGIN_POPUP } from '../modals/modal-names'

const callWallet = createAppAsyncThunk('test/callWallet', () => apiRequest('/wallet'))
const callWalletQuietly = createAppAsyncThunk(
  'test/callWalletQuietly',
  () => apiRequest('/wallet'),
  {
    screenShows: 'every failure',
  },
)
const callWalletShowingAllBut401 = createAppAsyncThunk(
  'test/callWalletShowingAllBut401',
  () => apiRequest('/wallet'),
  { screenShows: 'all but 401' },
)
const callWalletWithItsToast = createAppAsyncThunk(
  'test/callWalletWithItsToast',
  () => apiRequest('/wallet'),
  { toast: 'Update Error!' },
)

function answerWallet(status: number, message: string) {
  server.use(http.get('*/api/v1/wallet', () => HttpResponse.json({ message }, { status })))
}

function setUp() {
  const store = makeStore()
  store.dispatch(sessionStarted(makeUser()))
  window.localStorage.setItem('accessToken', 'tok')
  renderWithProviders(<ToastContainer />, { store })
  return store
}

describe('error reactions', () => {
  it('401: removes the token, ends the session, opens the login popup, toasts', async () => {
    answerWallet(401, 'Session expired')
    const store = setUp()
    await store.dispatch(callWallet())

    expect(await screen.findByText('Session expired')).toBeInTheDocument()
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(store.getState().auth.isLoggedIn).toBe(false)
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_LOGIN_POPUP }])
  })

  it('402: opens the buy-pass modal and toasts; the session stays', async () => {
    answerWallet(402, 'Not enough Points')
    const store = setUp()
    await store.dispatch(callWallet())

    expect(await screen.findByText('Not enough Points')).toBeInTheDocument()
    expect(window.localStorage.getItem('accessToken')).toBe('tok')
    expect(store.getState().auth.isLoggedIn).toBe(true)
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_BUY_XPASS }])
  })

  it('other failures toast the message, or a fallback when the server sent none', async () => {
    server.use(http.get('*/api/v1/wallet', () => new HttpResponse('oops', { status: 500 })))
    const store = setUp()
    await store.dispatch(callWallet())

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    expect(store.getState().modals.queue).toEqual([])
  })

  it("says a thunk's own toast text, except on a 401, which keeps the server's message", async () => {
    const store = setUp()
    answerWallet(500, 'Database down')
    await store.dispatch(callWalletWithItsToast())
    expect(await screen.findByText('Update Error!')).toBeInTheDocument()
    expect(screen.queryByText('Database down')).not.toBeInTheDocument()

    answerWallet(401, 'Session expired')
    await store.dispatch(callWalletWithItsToast())
    expect(await screen.findByText('Session expired')).toBeInTheDocument()
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_LOGIN_POPUP }])
  })

  it('answers only the 401 of a thunk whose screen shows all but 401', async () => {
    const store = setUp()
    answerWallet(500, 'Database down')
    const shown = await store.dispatch(callWalletShowingAllBut401())
    expect(shown.meta).toMatchObject({ rejectedWithValue: true, shownByScreen: true })
    expect(shown.payload).toMatchObject({ status: 500, message: 'Database down' })

    answerWallet(401, 'Session expired')
    await store.dispatch(callWalletShowingAllBut401())
    expect(await screen.findByText('Session expired')).toBeInTheDocument()
    expect(screen.queryByText('Database down')).not.toBeInTheDocument()
    expect(store.getState().auth.isLoggedIn).toBe(false)
  })

  it('leaves alone a thunk that shows its own failure', async () => {
    answerWallet(402, 'Not enough Points')
    const store = setUp()
    await store.dispatch(callWalletQuietly())

    expect(window.localStorage.getItem('accessToken')).toBe('tok')
    expect(store.getState().modals.queue).toEqual([])
    await toastsDrawn()
    expect(screen.queryByText('Not enough Points')).not.toBeInTheDocument()
  })

  it('logs a rejection without an ApiError as unhandled', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const store = makeStore()
    const broken = createAppAsyncThunk('test/broken', () => {
      throw new TypeError('bug')
    })
    await store.dispatch(broken())

    expect(log).toHaveBeenCalledWith(
      'Unhandled rejection:',
      'test/broken/rejected',
      expect.objectContaining({ message: 'bug' }),
    )
    expect(store.getState().modals.queue).toEqual([])
  })

  it('shows no toast for a call that failed only because the browser is offline', async () => {
    server.use(http.get('*/api/v1/wallet', () => HttpResponse.error()))
    const store = setUp()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await store.dispatch(callWallet())
    vi.restoreAllMocks()
    await store.dispatch(callWallet()) // online, the same failure is shown
    expect(await screen.findByText('Network error.')).toBeInTheDocument()
    expect(screen.getAllByText('Network error.')).toHaveLength(1)
  })
})
