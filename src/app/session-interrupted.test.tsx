// A session the server ends under a session-only page (auth-slice.ts, `interruptedUser`): the page
// stays, with what was typed, behind the login popup; signing in again as that user returns to
// it; another user goes Home with a fresh page; closing the popup gives the page up for Account.
import { screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router-dom'
import { describe, expect, it, onTestFinished } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { renderWithProviders } from '../../tests/render'
import { signedInStore } from '../../tests/signed-in-store'
import { apiRequest } from '../api/client'
import { login } from '../features/auth/login'
import { followSessionAcrossTabs } from '../features/auth/session-sync'
import { fetchSettings } from '../features/settings/settings-slice'
import { storageKeys, writeStorage } from '../lib/storage'
import { createAppAsyncThunk } from './hooks'
import { AppRouter } from './router'
import { makeStore } from './store'

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>
}

const callWallet = createAppAsyncThunk('test/callWallet', () => apiRequest('/wallet'))

async function expireSessions() {
  await fetch(`${window.location.origin}/__mock/expire-session`, { method: 'POST', body: '{}' })
}

/** The user on Edit Profile Data, their new name typed and not saved yet. */
async function editingProfile() {
  writeStorage(storageKeys.is18, 'true')
  const store = await signedInStore('user')
  store.dispatch(fetchSettings.fulfilled({ isTechnicalWorks: false, kycServiceUrl: '' }, 't'))
  const rendered = renderWithProviders(
    <>
      <AppRouter />
      <CurrentPath />
    </>,
    { store, route: '/profile/edit' },
  )
  const name = await screen.findByLabelText('Full name')
  await rendered.user.clear(name)
  await rendered.user.type(name, 'Typed Before Expiry')
  return rendered
}

/** The session ends on the server, and the next call finds out. */
async function sessionEndsUnder(store: Awaited<ReturnType<typeof editingProfile>>['store']) {
  await expireSessions()
  await store.dispatch(callWallet())
  return screen.findByRole('dialog', { name: 'Welcome back' })
}

const path = () => screen.getByRole('status', { name: 'Current path' })

async function signInThrough(
  popup: HTMLElement,
  user: Awaited<ReturnType<typeof editingProfile>>['user'],
  email: string,
) {
  await user.type(within(popup).getByLabelText('Email'), email)
  await user.type(within(popup).getByLabelText('Password'), DEMO_PASSWORD)
  await user.click(within(popup).getByRole('button', { name: 'Log In' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

describe('a session that ends under a session-only page', () => {
  it('keeps the page and what was typed behind the login popup, and returns to it', async () => {
    const { store, user } = await editingProfile()
    const popup = await sessionEndsUnder(store)
    expect(screen.getByLabelText('Full name')).toHaveValue('Typed Before Expiry')

    await signInThrough(popup, user, DEMO_ACCOUNTS.user.email)
    expect(path()).toHaveTextContent('/profile/edit')
    expect(screen.getByLabelText('Full name')).toHaveValue('Typed Before Expiry')
  })

  it('goes Home when another user signs in, and their page starts afresh', async () => {
    const { store, user } = await editingProfile()
    const popup = await sessionEndsUnder(store)
    await signInThrough(popup, user, DEMO_ACCOUNTS.creator.email)
    await waitFor(() => expect(path()).toHaveTextContent(/^\/$/))
    expect(screen.queryByDisplayValue('Typed Before Expiry')).not.toBeInTheDocument()
  })

  it('starts the page afresh when another tab signs another user in', async () => {
    const { store } = await editingProfile()
    await sessionEndsUnder(store)
    onTestFinished(followSessionAcrossTabs(store.dispatch))
    await makeStore().dispatch(
      login({ email: DEMO_ACCOUNTS.creator.email, password: DEMO_PASSWORD }),
    )
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(path()).toHaveTextContent('/profile/edit')
    await waitFor(() =>
      expect(screen.getByLabelText('Full name')).not.toHaveValue('Typed Before Expiry'),
    )
  })

  it('gives the page up for Account when the popup is closed', async () => {
    const { store, user } = await editingProfile()
    const popup = await sessionEndsUnder(store)
    await user.click(within(popup).getByRole('button', { name: 'Close' }))
    await screen.findByRole('heading', { level: 1, name: 'Account' })
    expect(path()).toHaveTextContent('/account')
    expect(store.getState().auth.interruptedUser).toBeNull()
  })
})
