// The shared login form, tested through both dialogs that use it: the login modal and the
// compact popup. Each dialog sits over a tiny route table so navigation shows as a page title.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import forge from 'node-forge'
import { useCallback, useState, type ComponentType } from 'react'
import { Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { DEMO_PRIVATE_KEY_PEM } from '../../../../mock-api/demo-keys/demo-key-pair'
import { renderWithProviders } from '../../../../tests/render'
import { server } from '../../../../tests/setup'
import type { User } from '../../../api/types'
import { Dialog } from '../../../components/dialog'
import { LOGIN_FAILED_MESSAGE } from './login-form'
import { LoginModal } from './login-modal'
import { LoginPopup } from './login-popup'

type PreloadedState = NonNullable<Parameters<typeof renderWithProviders>[1]>['preloadedState']

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '')

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

const pages = [
  ['/', 'Home page'],
  ['/account', 'Account page'],
  ['/login', 'Login page'],
  ['/restore', 'Restore page'],
  ['/registration', 'Registration page'],
] as const

function renderLoginDialog(
  Body: ComponentType<{ onClose: () => void }>,
  preloadedState?: PreloadedState,
) {
  function Harness() {
    const [open, setOpen] = useState(true)
    const close = useCallback(() => setOpen(false), [])
    return (
      <>
        <Routes>
          {pages.map(([path, title]) => (
            <Route key={path} path={path} element={<h1>{title}</h1>} />
          ))}
        </Routes>
        {open && (
          <Dialog onDismiss={close}>
            <Body onClose={close} />
          </Dialog>
        )}
      </>
    )
  }
  return renderWithProviders(<Harness />, { route: '/login', preloadedState })
}

interface LoginRequest {
  email: string
  password: string
}

/** Answers POST /login with `respond` and records each request's form fields. */
function mockLogin(respond: () => Response | Promise<Response>): LoginRequest[] {
  const requests: LoginRequest[] = []
  server.use(
    http.post('*/api/v1/login', async ({ request }) => {
      const form = await request.formData()
      requests.push({ email: text(form.get('email')), password: text(form.get('password')) })
      return respond()
    }),
  )
  return requests
}

const loginSucceeds = () => HttpResponse.json({ accessToken: 'token-1', user: signedInUser })

function decryptPassword(cipher: string): string {
  const key = forge.pki.privateKeyFromPem(DEMO_PRIVATE_KEY_PEM)
  return key.decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5')
}

const PASSWORD = 'Demo-pass-2026'

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

    await user.type(screen.getByLabelText('Email'), 'user@demo.test')
    expect(submit).toBeDisabled()
    await user.type(screen.getByLabelText('Password'), PASSWORD)
    expect(submit).toBeEnabled()
  })

  it('sends the e-mail and the encrypted password, waits disabled, then closes and goes Home', async () => {
    let answer: (response: Response) => void = () => {}
    const requests = mockLogin(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { user } = renderLoginDialog(LoginModal)
    await fillIn(user, 'user@demo.test', PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    await waitFor(() => expect(requests).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled()
    const [sent] = requests
    expect(sent?.email).toBe('user@demo.test')
    expect(sent?.password).not.toBe(PASSWORD)
    expect(decryptPassword(sent?.password ?? '')).toBe(PASSWORD)

    answer(loginSucceeds())
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("shows the server's message at the form and keeps what was typed", async () => {
    mockLogin(() => HttpResponse.json({ message: 'Wrong e-mail or password' }, { status: 401 }))
    const { user } = renderLoginDialog(LoginModal)
    await fillIn(user, 'user@demo.test', 'wrong-pass')
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password')
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('user@demo.test')
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass')
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled()
  })

  it('falls back to a general message when the server sends none', async () => {
    mockLogin(() => new HttpResponse('<html>', { status: 500 }))
    const { user } = renderLoginDialog(LoginModal)
    await fillIn(user, 'user@demo.test', PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED_MESSAGE)
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
        userStatistic: null,
        creatorStatistic: null,
        kycAccessToken: '',
        permissions: ['user'],
        isLoggedIn: true,
        isAuthError: false,
        isLoginPending: false,
      },
    })
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('LoginPopup', () => {
  it('signs in with the shared form, then closes and goes Home', async () => {
    const requests = mockLogin(loginSucceeds)
    const { user } = renderLoginDialog(LoginPopup)
    await user.type(screen.getByLabelText('Email'), 'user@demo.test')
    await user.type(screen.getByLabelText('Password'), 'Demo-pass-2026')
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(requests.map(({ email }) => email)).toEqual(['user@demo.test'])
    expect(decryptPassword(requests[0]?.password ?? '')).toBe('Demo-pass-2026')
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
