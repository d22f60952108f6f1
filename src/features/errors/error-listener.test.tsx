import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify/unstyled'
import { describe, expect, it, vi } from 'vitest'
import { makeUser } from '../../../tests/fixtures'
import { renderWithProviders } from '../../../tests/render'
import { server } from '../../../tests/setup'
import { apiRequest } from '../../api/client'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'
import { makeStore } from '../../app/store'
import { sessionEnded, sessionStarted } from '../auth/auth-slice'
import { MODAL_BUY_XPASS, MODAL_LOGIN_POPUP } from '../modals/modal-names'
import { selectErrors } from './errors-slice'

const callWallet = createAppAsyncThunk('test/callWallet', () => apiRequest('/wallet'))
const callWalletQuietly = createAppAsyncThunk(
  'test/callWalletQuietly',
  async (_: void, { rejectWithValue }) => {
    try {
      return await apiRequest('/wallet')
    } catch (error) {
      return rejectOwnError(error, rejectWithValue)
    }
  },
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
  it('401: removes the token, stores the error, ends the session, opens the login popup, toasts', async () => {
    answerWallet(401, 'Session expired')
    const store = setUp()
    await store.dispatch(callWallet())

    expect(await screen.findByText('Session expired')).toBeInTheDocument()
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(selectErrors(store.getState())).toEqual([
      { code: '401', status: 401, message: 'Session expired' },
    ])
    expect(store.getState().auth.isLoggedIn).toBe(false)
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_LOGIN_POPUP }])
  })

  it('402: stores the error, opens the buy-pass modal and toasts; the session stays', async () => {
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

  it('keeps errors unique by code and clears 401 entries on sign-in and logout', async () => {
    const store = setUp()
    answerWallet(401, 'first')
    await store.dispatch(callWallet())
    answerWallet(401, 'second')
    await store.dispatch(callWallet())
    expect(selectErrors(store.getState())).toEqual([
      { code: '401', status: 401, message: 'second' },
    ])

    store.dispatch(sessionStarted(makeUser()))
    expect(selectErrors(store.getState())).toEqual([])

    await store.dispatch(callWallet())
    store.dispatch(sessionEnded({ reason: 'logout' }))
    expect(selectErrors(store.getState())).toEqual([])
  })

  it('leaves alone a thunk that shows its own failure', async () => {
    answerWallet(401, 'Wrong password')
    const store = setUp()
    await store.dispatch(callWalletQuietly())

    expect(window.localStorage.getItem('accessToken')).toBe('tok')
    expect(store.getState().modals.queue).toEqual([])
    expect(selectErrors(store.getState())).toEqual([])
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
    expect(selectErrors(store.getState())).toEqual([])
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
