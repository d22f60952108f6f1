import { screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { addFault } from '../../mock-api/faults'
import { personas, type Persona } from '../../tests/fixtures'
import { renderWithProviders } from '../../tests/render'
import { signedInStore } from '../../tests/signed-in-store'
import { recordRequests } from '../../tests/sent-requests'
import { fetchSettings } from '../features/settings/settings-slice'
import { checkAuthStatus, sessionStarted } from '../features/auth/auth-slice'
import { storageKeys, writeStorage } from '../lib/storage'
import { AppRouter } from './router'
import { makeStore } from './store'

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>
}

function renderApp(route: string, persona: Persona = 'visitor', isTechnicalWorks = false) {
  writeStorage(storageKeys.is18, 'true')
  const store = makeStore()
  const user = personas[persona]
  if (user) store.dispatch(sessionStarted(user))
  store.dispatch(fetchSettings.fulfilled({ isTechnicalWorks, kycServiceUrl: '' }, 'test'))
  return renderWithProviders(
    <>
      <AppRouter />
      <CurrentPath />
    </>,
    { store, route },
  )
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name })

describe('AppRouter', () => {
  it('renders the shell with the five-entry bottom navigation', async () => {
    renderApp('/')
    await heading('Home')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/wallet', '/account'])
    expect(nav.children).toHaveLength(5)
    expect(screen.getByRole('link', { name: 'Create account & Earn 69 Points' })).toHaveAttribute(
      'href',
      '/account',
    )
  })

  it("points the last entry at the signed-in user's profile", async () => {
    renderApp('/', 'user')
    await heading('Home')
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/ann')
    expect(screen.queryByRole('link', { name: /Create account/ })).not.toBeInTheDocument()
  })

  it('has no session-only route for a visitor: /kyc is not found', async () => {
    renderApp('/kyc')
    await heading('Page not found')
  })

  it('reads /profile/edit as a profile name for a visitor and as the edit page when signed in', async () => {
    const sent = recordRequests()
    const { unmount } = renderApp('/profile/edit')
    await heading('Profile not found')
    expect(sent.all.map(({ path }) => path)).toContain('/creator-statistic/edit')
    unmount()
    renderApp('/profile/edit', 'user')
    await heading('Edit Profile Data')
  })

  it('keeps the upload page for creators only', async () => {
    renderApp('/profile/upload', 'creator')
    await heading('Upload')
  })

  it('opens the admin panel for a verified manager', async () => {
    renderApp('/admin-panel', 'manager')
    await heading('AdminPanel')
    expect(screen.getByRole('link', { name: 'Apply KYC - ( Grant Creator Access )' })).toBeVisible()
  })

  it('sends an unverified manager from the admin panel to /no-access', async () => {
    renderApp('/admin-panel/users', 'managerUnverified')
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/no-access'),
    )
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
  })

  it('sends a signed-in user from Account to their profile', async () => {
    renderApp('/account', 'user')
    // The persona is not in the mock's database: its profile is not found, but it is the one.
    await heading('Profile not found')
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/profile/ann')
  })

  it('shows the Account page with the info block to a visitor', async () => {
    const { user } = renderApp('/account')
    await heading('Account')
    expect(screen.getByRole('link', { name: 'DMCA Policy' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeVisible()
  })

  describe('when start-up could not check the session', () => {
    /** The app as start-up leaves it after a failed auth-status call. */
    async function renderUnchecked(route: string) {
      addFault({ path: '/api/v1/auth-status', status: 500, times: 1 })
      writeStorage(storageKeys.is18, 'true')
      const store = makeStore()
      store.dispatch(fetchSettings.fulfilled({ isTechnicalWorks: false, kycServiceUrl: '' }, 't'))
      await store.dispatch(checkAuthStatus())
      return renderWithProviders(<AppRouter />, { store, route })
    }

    it('a session page says so instead of vanishing, and Try again opens it', async () => {
      await signedInStore('user') // leaves the user's token stored
      const { user } = await renderUnchecked('/profile/settings')
      const failure = await screen.findByRole('alert')
      expect(failure).toHaveTextContent('Your session could not be checked.')
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await user.click(within(failure).getByRole('button', { name: 'Try again' }))
      await heading('Settings')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })

    it('for a visitor, Try again ends on what a visitor sees there', async () => {
      const { user } = await renderUnchecked('/kyc')
      await user.click(await screen.findByRole('button', { name: 'Try again' }))
      await heading('Page not found')
    })
  })

  describe('during technical works', () => {
    it('shows a visitor only the maintenance view, whose code opens the login popup', async () => {
      const { user } = renderApp('/wallet', 'visitor', true)
      await heading('Technical Work In Progress')
      expect(
        screen.getByText('Site will be available soon. Thank you for your patience!'),
      ).toBeVisible()
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Code: 511' }))
      expect(await screen.findByRole('dialog')).toBeVisible()
    })

    it('offers a signed-in user only Logout', async () => {
      renderApp('/', 'creator', true)
      await heading('Technical Work In Progress')
      expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible()
    })

    it('keeps the full app for an admin', async () => {
      renderApp('/privacy-policy', 'admin', true)
      await heading('Privacy Policy')
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible()
    })
  })
})
