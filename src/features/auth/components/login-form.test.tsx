// The shared login form, tested through both dialogs that use it: the login modal and the
// compact popup. Each dialog sits over a tiny route table so navigation shows as a page title.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { addFault } from '../../../../mock-api/faults'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../../mock-api/seed/demo-accounts'
import { ClosableDialog, TitlePages } from '../../../../tests/dialog-harness'
import { renderWithProviders } from '../../../../tests/render'
import { decrypted, recordRequests } from '../../../../tests/sent-requests'
import { server } from '../../../../tests/setup'
import { NETWORK_ERROR_MESSAGE } from '../../../api/client'
import type { User } from '../../../api/types'
import { LOGIN_FAILED_MESSAGE } from './login-form'
import { LoginModal } from './login-modal'
import { LoginPopup } from './login-popup'

type PreloadedState = NonNullable<Parameters<typeof renderWithProviders>[1]>['preloadedState']

const signedInUser: User = {
  id: 'u-1',
  email: 'user@demo.test',
  role: 'user',
  isVerified: true,
  username: 'demo_user',
  fullname: 'Demo User',
  description: '',
  avatar: '',
  avatarThumb: '',
  isKycVerified: false,
  hasCreatorRequest: false,
  hasCreatorAccess: false,
  hasManagerAccess: false,
  hasUserAccess: true,
  hasAccountSettings: true,
}

const pages = {
  '/': 'Home page',
  '/account': 'Account page',
  '/login': 'Login page',
  '/restore': 'Restore page',
  '/registration': 'Registration page',
}

function renderLoginDialog(
  Body: ComponentType<{ onClose: () => void }>,
  preloadedState?: PreloadedState,
) {
  const ui = (
    <>
      <TitlePages pages={pages} />
      <ClosableDialog Body={Body} />
    </>
  )
  return renderWithProviders(ui, { route: '/login', preloadedState })
}

const EMAIL = DEMO_ACCOUNTS.user.email

async function fillIn(
  user: ReturnType<typeof renderLoginDialog>['user'],
  email: string,
  password: string,
) {
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
}

describe('LoginModal', () => {
  it('keeps Log In disabled until both fields are filled', async () => {
    const { user } = renderLoginDialog(LoginModal)
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument()
    const submit = screen.getByRole('button', { name: 'Log In' })
    expect(submit).toBeDisabled()

    await user.type(screen.getByLabelText('Email'), EMAIL)
    expect(submit).toBeDisabled()
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
    expect(submit).toBeEnabled()
  })

  it('sends the e-mail and the encrypted password, waits disabled, then closes and goes Home', async () => {
    // A slow answer, so the form can be seen waiting.
    addFault({ path: '/api/v1/login', delayMs: 300, times: 1 })
    const sent = recordRequests()
    const { user } = renderLoginDialog(LoginModal)
    await fillIn(user, EMAIL, DEMO_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    await waitFor(() => expect(sent.matching('POST', '/login')).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled()
    const form = await sent.formOf('POST', '/login')
    expect(form.email).toBe(EMAIL)
    expect(form.password).not.toBe(DEMO_PASSWORD)
    expect(decrypted(form.password)).toBe(DEMO_PASSWORD)

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("shows the server's message at the form and keeps what was typed", async () => {
    const { user } = renderLoginDialog(LoginModal)
    await fillIn(user, EMAIL, 'wrong-pass')
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    // The form's live region is always there: wait for the failure in it.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Wrong e-mail or password.'),
    )
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL)
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass')
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled()
  })

  it('offline, says the network failed as any call does, and signs in once back online', async () => {
    // The password's RSA code is a chunk of its own: asked for offline, the browser would keep
    // the failure and fail every later sign-in until a reload.
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const sent = recordRequests()
    const { user } = renderLoginDialog(LoginModal)
    await fillIn(user, EMAIL, DEMO_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE))
    expect(sent.matching('POST', '/login')).toHaveLength(0)
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD)

    offline.mockReturnValue(true)
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  })

  it('falls back to a general message when the server sends none', async () => {
    server.use(http.post('*/api/v1/login', () => new HttpResponse('<html>', { status: 500 })))
    const { user } = renderLoginDialog(LoginModal)
    await fillIn(user, EMAIL, DEMO_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    // The form's live region is always there: wait for the failure in it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_FAILED_MESSAGE))
  })

  it('shows and hides the password', async () => {
    const { user } = renderLoginDialog(LoginModal)
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')

    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('goes to Account when closed with the button or Escape', async () => {
    const first = renderLoginDialog(LoginModal)
    await first.user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('heading', { name: 'Account page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    first.unmount()

    const second = renderLoginDialog(LoginModal)
    await second.user.keyboard('{Escape}')
    expect(screen.getByRole('heading', { name: 'Account page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('links to password restore and to registration', async () => {
    const first = renderLoginDialog(LoginModal)
    await first.user.click(screen.getByRole('link', { name: 'Forgot your password?' }))
    expect(screen.getByRole('heading', { name: 'Restore page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    first.unmount()

    const second = renderLoginDialog(LoginModal)
    await second.user.click(screen.getByRole('link', { name: 'Create Account' }))
    expect(screen.getByRole('heading', { name: 'Registration page' })).toBeInTheDocument()
  })

  it('closes at once and goes Home when already signed in', async () => {
    renderLoginDialog(LoginModal, {
      auth: {
        userinfo: signedInUser,
        isLoggedIn: true,
        isSessionUnchecked: false,
        interruptedUser: null,
      },
    })
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('LoginPopup', () => {
  it('signs in with the shared form, then closes and goes Home', async () => {
    const sent = recordRequests()
    const { user } = renderLoginDialog(LoginPopup)
    await fillIn(user, EMAIL, DEMO_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const form = await sent.formOf('POST', '/login')
    expect(form.email).toBe(EMAIL)
    expect(decrypted(form.password)).toBe(DEMO_PASSWORD)
  })

  it('offers Restore password and Sign up', async () => {
    const first = renderLoginDialog(LoginPopup)
    await first.user.click(screen.getByRole('link', { name: 'Restore password' }))
    expect(screen.getByRole('heading', { name: 'Restore page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    first.unmount()

    const second = renderLoginDialog(LoginPopup)
    await second.user.click(screen.getByRole('link', { name: 'Sign up' }))
    expect(screen.getByRole('heading', { name: 'Registration page' })).toBeInTheDocument()
  })

  it('closes where it is when dismissed', async () => {
    const { user } = renderLoginDialog(LoginPopup)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  })
})
