// MODAL_Change_PASSWORD (POST /restore, POST /confirm-restore), opened by following the
// mailed reset link /change-password?nonce=…: the new password twice, sent encrypted with the nonce.
import { screen, waitFor } from '@testing-library/react'
import { ToastContainer } from 'react-toastify/unstyled'
import { Link, Route, Routes, useNavigate } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { lastMail } from '../../../../mock-api/mail-log'
import { DEMO_ACCOUNTS } from '../../../../mock-api/seed/demo-accounts'
import { ClosableDialog } from '../../../../tests/dialog-harness'
import { renderWithProviders } from '../../../../tests/render'
import { decrypted, recordRequests } from '../../../../tests/sent-requests'
import { restorePassword } from '../../../api/account'
import { ChangePasswordModal, MISSING_NONCE } from './change-password-modal'

const NEW_PASSWORD = 'Brand-new-pass-2026'

/** Asks the mock for a reset e-mail (POST /restore) and returns the nonce of the link it mailed. */
async function mailedNonce(email: string = DEMO_ACCOUNTS.user.email): Promise<string> {
  await restorePassword(email)
  const link = lastMail(email).resetLink ?? ''
  return new URL(link).searchParams.get('nonce') ?? ''
}

function BrowserBack() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  )
}

/** Starts Home and follows the reset link, as from the e-mail. */
async function openResetLink(link: string) {
  const sent = recordRequests()
  const rendered = renderWithProviders(
    <>
      <ToastContainer />
      <BrowserBack />
      <Routes>
        <Route path="/" element={<Link to={link}>Reset link</Link>} />
        <Route path="/change-password" element={<ClosableDialog Body={ChangePasswordModal} />} />
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/restore" element={<h1>Restore page</h1>} />
      </Routes>
    </>,
    { route: '/' },
  )
  await rendered.user.click(screen.getByRole('link', { name: 'Reset link' }))
  expect(screen.getByRole('dialog', { name: 'Change your password' })).toBeInTheDocument()
  return { ...rendered, sent }
}

const passwordField = () => screen.getByLabelText('New password')
const confirmField = () => screen.getByLabelText('Confirm New Password')
const changeButton = () => screen.getByRole('button', { name: 'Change password' })

describe('ChangePasswordModal', () => {
  it('keeps Change password disabled until both fields are filled', async () => {
    const { user } = await openResetLink('/change-password?nonce=n-1')
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login')
    expect(changeButton()).toBeDisabled()
    await user.type(passwordField(), NEW_PASSWORD)
    expect(changeButton()).toBeDisabled()
    await user.type(confirmField(), NEW_PASSWORD)
    expect(changeButton()).toBeEnabled()
  })

  it('marks a new password of 8 characters or fewer with the hint, with the button disabled', async () => {
    const { user } = await openResetLink('/change-password?nonce=n-1')
    expect(passwordField()).toHaveAccessibleDescription('More than 8 characters')
    await user.type(passwordField(), 'Short-12')
    await user.type(confirmField(), 'Short-12')
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true')
    expect(changeButton()).toBeDisabled()

    await user.type(passwordField(), '3')
    await user.type(confirmField(), '3')
    expect(passwordField()).not.toHaveAttribute('aria-invalid')
    expect(changeButton()).toBeEnabled()
  })

  it("shows 'Passwords not matched' on the confirm field, with the button disabled", async () => {
    const { user } = await openResetLink('/change-password?nonce=n-1')
    await user.type(passwordField(), NEW_PASSWORD)
    await user.type(confirmField(), `${NEW_PASSWORD}!`)
    await user.tab()

    expect(confirmField()).toHaveAccessibleDescription('Passwords not matched')
    expect(confirmField()).toHaveAttribute('aria-invalid', 'true')
    expect(changeButton()).toBeDisabled()

    await user.type(confirmField(), '{Backspace}')
    expect(confirmField()).not.toHaveAccessibleDescription()
    expect(changeButton()).toBeEnabled()
  })

  it('clears a stale mismatch once the first field is fixed to match', async () => {
    const { user } = await openResetLink('/change-password?nonce=n-1')
    await user.type(passwordField(), 'Typo-pass-2026')
    await user.type(confirmField(), NEW_PASSWORD)
    await user.tab()
    expect(confirmField()).toHaveAccessibleDescription('Passwords not matched')

    await user.clear(passwordField())
    await user.type(passwordField(), NEW_PASSWORD)
    expect(confirmField()).not.toHaveAccessibleDescription()
    expect(changeButton()).toBeEnabled()
  })

  it("shows the server's refusal of a bad link on the confirm field", async () => {
    const { user, sent } = await openResetLink('/change-password?nonce=made-up')
    await user.type(passwordField(), NEW_PASSWORD)
    await user.type(confirmField(), NEW_PASSWORD)
    await user.click(changeButton())

    await waitFor(() =>
      expect(confirmField()).toHaveAccessibleDescription(
        'This reset link is invalid or has already been used.',
      ),
    )
    expect(changeButton()).toBeDisabled()
    expect(screen.getByRole('dialog', { name: 'Change your password' })).toBeInTheDocument()
    expect(sent.matching('POST', '/confirm-restore')[0]?.query.get('nonce')).toBe('made-up')
  })

  it("sends the encrypted password with the link's nonce, toasts and replaces the page with /login", async () => {
    const nonce = await mailedNonce()
    const { user, sent } = await openResetLink(`/change-password?nonce=${nonce}`)
    await user.type(passwordField(), NEW_PASSWORD)
    await user.type(confirmField(), NEW_PASSWORD)
    await user.click(changeButton())

    expect(await screen.findByText('Password changed')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    const confirms = sent.matching('POST', '/confirm-restore')
    expect(confirms).toHaveLength(1)
    const query = confirms[0]!.query
    expect(query.get('nonce')).toBe(nonce)
    expect(query.get('value')).not.toBe(NEW_PASSWORD)
    expect(decrypted(query.get('value'))).toBe(NEW_PASSWORD)

    // The reset page was replaced: going back skips it.
    await user.click(screen.getByRole('button', { name: 'Browser back' }))
    expect(await screen.findByRole('link', { name: 'Reset link' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("explains a link without a nonce and offers 'Request a new link' to /restore", async () => {
    const { user } = await openResetLink('/change-password')
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING_NONCE)
    expect(screen.queryByLabelText('New password')).toBeNull()

    const requestLink = screen.getByRole('link', { name: 'Request a new link' })
    expect(requestLink).toHaveAttribute('href', '/restore')
    await user.click(requestLink)
    expect(screen.getByRole('heading', { name: 'Restore page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
