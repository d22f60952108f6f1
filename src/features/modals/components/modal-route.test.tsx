// Routes that are really modals: the route queues its modal; once that modal is dismissed while
// still on the route, Account takes its place; a modal left by following a link stays wherever the
// link went, and one left by Back goes; /login and /restore send a signed-in user to Account.
// The routes are the app's own, from its route table, each a ModalRoute of its modal. ModalRoute
// compares with the browser's own URL, so this renders the app's provider (a BrowserRouter, as in
// production) rather than the memory router of renderWithProviders.
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../../mock-api/seed/demo-accounts'
import { makeUser } from '../../../../tests/fixtures'
import { modalRegistry } from '../../../app/modal-registry'
import { AppProvider } from '../../../app/provider'
import { appRoutes } from '../../../app/routes'
import { makeStore } from '../../../app/store'
import { sessionStarted } from '../../auth/auth-slice'
import { MODAL_LOGIN, MODAL_REGISTRATION, MODAL_RESTORE_PASSWORD } from '../modal-names'
import { ModalRoot } from './modal-root'
import { ModalRoute } from './modal-route'

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

/** The screen the app's route table puts on `path`. */
function pageAt(path: string) {
  const route = appRoutes.find((candidate) => candidate.path === path)
  if (!route) throw new Error(`No route ${path}`)
  return route.Page
}

const LoginPage = pageAt('/login')
const RegistrationPage = pageAt('/registration')
const RestorePage = pageAt('/restore')
const ChangePasswordPage = pageAt('/change-password')

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>
}

function renderAt(url: string, { signedIn = false } = {}) {
  window.history.replaceState(null, '', url)
  const store = makeStore()
  if (signedIn) store.dispatch(sessionStarted(makeUser()))
  const user = userEvent.setup()
  render(
    <AppProvider store={store}>
      <Suspense>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/account" element={<h1>Account page</h1>} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/registration" element={<RegistrationPage />} />
          <Route path="/restore" element={<RestorePage />} />
          <Route path="/change-password" element={<ChangePasswordPage />} />
        </Routes>
      </Suspense>
      <ModalRoot registry={modalRegistry} />
      <CurrentPath />
    </AppProvider>,
  )
  return { store, user }
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent

describe('ModalRoute', () => {
  it('queues the modal of its route', async () => {
    const { store } = renderAt('/registration')
    // The first test also waits for the route's own lazy chunk before the modal's.
    const dialog = screen.findByRole('dialog', { name: 'Create Account' }, { timeout: 3000 })
    expect(await dialog).toBeInTheDocument()
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_REGISTRATION }])
    expect(currentPath()).toBe('/registration')
  })

  it.each([
    ['/registration', 'Create Account'],
    ['/restore', 'Forgot your password?'],
    ['/change-password?nonce=n-1', 'Change your password'],
  ])('gives way to Account once the modal at %s is dismissed with Escape', async (url, title) => {
    const { store, user } = renderAt(url)
    await screen.findByRole('dialog', { name: title })
    await user.keyboard('{Escape}')

    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(currentPath()).toBe('/account')
    expect(window.location.pathname).toBe('/account')
    expect(store.getState().modals.queue).toEqual([])
  })

  it('gives way to Account once the modal is closed with its Close button', async () => {
    const { user } = renderAt('/registration')
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument()
    expect(currentPath()).toBe('/account')
  })

  it("stays where a followed link went: 'Back to Login' from /restore opens the login modal", async () => {
    const { store, user } = renderAt('/restore')
    await user.click(await screen.findByRole('link', { name: 'Back to Login' }))

    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument()
    expect(currentPath()).toBe('/login')
    expect(window.location.pathname).toBe('/login')
    expect(screen.queryByRole('heading', { name: 'Account page' })).not.toBeInTheDocument()
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_LOGIN }])
  })

  it("stays where a followed link went: 'Create Account' from /login opens registration", async () => {
    const { user } = renderAt('/login')
    await user.click(await screen.findByRole('link', { name: 'Create Account' }))

    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument()
    expect(currentPath()).toBe('/registration')
    expect(screen.queryByRole('heading', { name: 'Account page' })).not.toBeInTheDocument()
  })

  it('takes its modal away when Back leaves the route', async () => {
    const { store } = renderAt('/registration')
    await screen.findByRole('dialog', { name: 'Create Account' })
    // jsdom does not traverse its history: this is what Back to Home hands the router.
    act(() => {
      window.history.replaceState({ usr: null, key: 'home', idx: 0 }, '', '/')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(store.getState().modals.queue).toEqual([])
  })

  it.each(['/login', '/restore'])(
    'sends a signed-in user at %s to Account without a modal',
    async (url) => {
      const { store } = renderAt(url, { signedIn: true })
      expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument()
      expect(currentPath()).toBe('/account')
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(store.getState().modals.queue).toEqual([])
    },
  )

  it('signing in through /login lands on Home', async () => {
    const { store, user } = renderAt('/login')
    await user.type(await screen.findByLabelText('Email'), DEMO_ACCOUNTS.user.email)
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(currentPath()).toBe('/')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(store.getState().auth.isLoggedIn).toBe(true)
  })

  it('a link from one modal route to another stays there when the routes share the component', async () => {
    window.history.replaceState(null, '', '/restore')
    const user = userEvent.setup()
    render(
      <AppProvider store={makeStore()}>
        <Routes>
          <Route path="/account" element={<h1>Account page</h1>} />
          <Route path="/login" element={<ModalRoute modal={MODAL_LOGIN} redirectWhenLoggedIn />} />
          <Route
            path="/restore"
            element={<ModalRoute modal={MODAL_RESTORE_PASSWORD} redirectWhenLoggedIn />}
          />
        </Routes>
        <ModalRoot registry={modalRegistry} />
        <CurrentPath />
      </AppProvider>,
    )
    await user.click(await screen.findByRole('link', { name: 'Back to Login' }))
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument()
    expect(currentPath()).toBe('/login')
  })
})
