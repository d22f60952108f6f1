// Grant Creator Access: the e-mail is required and checked before anything is sent; a success
// toasts and clears; an unknown e-mail is told at the field, with no toast, and other failures
// over the button, the address kept.
import { screen, waitFor } from '@testing-library/react'
import { ToastContainer } from 'react-toastify/unstyled'
import { describe, expect, it } from 'vitest'
import { findUserByEmail } from '../../../../mock-api/db'
import { addFault } from '../../../../mock-api/faults'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { signedInStore } from '../../../../tests/signed-in-store'
import { toastsDrawn } from '../../../../tests/toasts'
import { EMAIL_ERROR } from '../../../lib/validators'
import { adminFormMessages } from '../admin-form-rules'
import { GrantCreatorForm } from './grant-creator-form'

const WEBHOOK = '/api/v1/typeform/webhook'

async function renderForm() {
  const store = await signedInStore('admin')
  const sent = recordRequests()
  const rendered = renderWithProviders(
    <>
      <ToastContainer />
      <GrantCreatorForm />
    </>,
    { store },
  )
  return {
    ...rendered,
    sent: () => sent.matching('POST', '/typeform/webhook'),
    email: screen.getByRole('textbox', { name: 'Email' }),
    submit: screen.getByRole('button', { name: 'Grant Creator Access' }),
  }
}

describe('GrantCreatorForm', () => {
  it('asks for an e-mail, then a well-formed one, before sending anything', async () => {
    const { user, email, submit, sent } = await renderForm()
    await user.click(submit)
    expect(email).toHaveAccessibleDescription(adminFormMessages.emailRequired)
    expect(email).toHaveFocus()

    await user.type(email, 'user@demo')
    await user.click(submit)
    expect(email).toHaveAccessibleDescription(EMAIL_ERROR)
    expect(sent()).toHaveLength(0)
  })

  it('is disabled while granting, then toasts, clears and is ready for the next', async () => {
    const { user, email, submit, sent } = await renderForm()
    addFault({ path: WEBHOOK, delayMs: 200, times: 1 })
    await user.type(email, ' user@demo.test ')
    await user.click(submit)

    expect(submit).toBeDisabled()
    expect(await screen.findByText('Creator access granted for user@demo.test')).toBeVisible()
    await waitFor(() => expect(email).toHaveValue(''))
    expect(submit).toBeEnabled()
    await waitFor(() => expect(email).toHaveFocus())
    expect(sent()).toHaveLength(1)
    expect(findUserByEmail('user@demo.test')).toMatchObject({ role: 'creator' })
  })

  it("shows the server's message for an unknown e-mail at the field and keeps it", async () => {
    const { user, email, submit } = await renderForm()
    await user.type(email, 'ghost@demo.test')
    await user.click(submit)

    await waitFor(() => expect(email).toHaveAccessibleDescription('No user has this e-mail.'))
    expect(email).toHaveValue('ghost@demo.test')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(email).toHaveFocus())
    // Told at the field only: no toast on top, then or late.
    await toastsDrawn()
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent)).toEqual([])
  })

  it('shows another failure over the button, keeps the address and offers the button again', async () => {
    const { user, email, submit } = await renderForm()
    addFault({ path: WEBHOOK, status: 500, message: '', times: 1 })
    await user.type(email, 'user@demo.test')
    await user.click(submit)

    // The form's live region is always there: wait for the failure in it.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(adminFormMessages.grantFailed),
    )
    expect(email).toHaveValue('user@demo.test')
    await waitFor(() => expect(submit).toHaveFocus())
  })
})
