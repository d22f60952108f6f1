// MODAL_RESTORE_PASSWORD (POST /restore): Input, then Info once
// the reset e-mail is sent; 'Send again' returns to Input; 'Back to Login' leads to /login.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../../../mock-api/seed/demo-accounts'
import { ClosableDialog, TitlePages } from '../../../../tests/dialog-harness'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { RestorePasswordModal } from './restore-password-modal'

const EMAIL = DEMO_ACCOUNTS.user.email

function renderRestore() {
  const sent = recordRequests()
  const ui = (
    <>
      <TitlePages pages={{ '/restore': 'Restore page', '/login': 'Login page' }} />
      <ClosableDialog Body={RestorePasswordModal} />
    </>
  )
  return { ...renderWithProviders(ui, { route: '/restore' }), sent }
}

const emailField = () => screen.getByLabelText('Email')
const sendButton = () => screen.getByRole('button', { name: 'Send reset email' })

describe('RestorePasswordModal', () => {
  it('keeps Send reset email disabled without an e-mail', async () => {
    const { user } = renderRestore()
    expect(screen.getByRole('dialog', { name: 'Forgot your password?' })).toBeInTheDocument()
    expect(sendButton()).toBeDisabled()
    await user.type(emailField(), EMAIL)
    expect(sendButton()).toBeEnabled()
    await user.clear(emailField())
    expect(sendButton()).toBeDisabled()
  })

  it("shows 'Incorrect Email' once an invalid address is left, with the button disabled", async () => {
    const { user } = renderRestore()
    await user.type(emailField(), 'user@demo')
    await user.tab()
    expect(emailField()).toHaveAccessibleDescription('Incorrect Email')
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    expect(sendButton()).toBeDisabled()

    await user.type(emailField(), '.test')
    expect(emailField()).not.toHaveAccessibleDescription()
    expect(sendButton()).toBeEnabled()
  })

  it('shows an unknown address refused by the server on the e-mail field', async () => {
    const { user, sent } = renderRestore()
    await user.type(emailField(), 'nobody@example.test')
    await user.click(sendButton())

    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription('No account uses this e-mail.'),
    )
    expect(sendButton()).toBeDisabled()
    expect(await sent.formOf('POST', '/restore')).toEqual({ email: 'nobody@example.test' })

    await user.clear(emailField())
    await user.type(emailField(), EMAIL)
    expect(emailField()).not.toHaveAccessibleDescription()
    expect(sendButton()).toBeEnabled()
  })

  it("says where the link went, and 'Send again' returns to the form with the address kept", async () => {
    const { user, sent } = renderRestore()
    await user.type(emailField(), EMAIL)
    await user.click(sendButton())

    expect(await screen.findByRole('status')).toHaveTextContent(
      `We sent a link to set a new password to ${EMAIL}. Check your mail.`,
    )
    expect(screen.queryByLabelText('Email')).toBeNull()
    expect(await sent.formOf('POST', '/restore')).toEqual({ email: EMAIL })

    await user.click(screen.getByRole('button', { name: 'Send again' }))
    expect(emailField()).toHaveValue(EMAIL)
    expect(sendButton()).toBeEnabled()
    await user.click(sendButton())
    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL)
    expect(sent.matching('POST', '/restore')).toHaveLength(2)
  })

  it("'Back to Login' closes the dialog and leads to /login", async () => {
    const { user } = renderRestore()
    await user.click(screen.getByRole('link', { name: 'Back to Login' }))
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
