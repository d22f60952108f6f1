// Registration, step 1, through the whole registration dialog: what keeps Next disabled, the
// field errors, the e-mail check (GET /check-is-email-exist/{email}) and the referral code toggle.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../../mock-api/seed/demo-accounts'
import { ClosableDialog } from '../../../../tests/dialog-harness'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { server } from '../../../../tests/setup'
import { EMAIL_CHECK_FAILED } from './registration-account-step'
import { RegistrationModal } from './registration-modal'

const NEW_EMAIL = 'newcomer@example.test'
const AGREEMENT = /I am 18 years of age or older and I accept the Terms of Service/

function renderRegistration() {
  return renderWithProviders(<ClosableDialog Body={RegistrationModal} />, {
    route: '/registration',
  })
}

type User = ReturnType<typeof renderRegistration>['user']

const emailField = () => screen.getByLabelText('Email')
const nextButton = () => screen.getByRole('button', { name: 'Next' })

async function fillAccount(user: User, email = NEW_EMAIL) {
  await user.type(emailField(), email)
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
  await user.click(screen.getByRole('checkbox', { name: AGREEMENT }))
}

describe('registration, account step', () => {
  it('keeps Next disabled until the e-mail, the password and the agreement are set', async () => {
    const { user } = renderRegistration()
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('More than 8 characters')
    expect(nextButton()).toBeDisabled()

    await user.type(emailField(), NEW_EMAIL)
    expect(nextButton()).toBeDisabled()
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
    expect(nextButton()).toBeDisabled()
    const agreement = screen.getByRole('checkbox', { name: AGREEMENT })
    await user.click(agreement)
    expect(nextButton()).toBeEnabled()

    await user.click(agreement)
    expect(nextButton()).toBeDisabled()
  })

  it("shows 'Incorrect Email' once an invalid address is left, with Next disabled until it is fixed", async () => {
    const { user } = renderRegistration()
    await fillAccount(user, 'not-an-email')
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    expect(emailField()).toHaveAccessibleDescription('Incorrect Email')
    expect(nextButton()).toBeDisabled()

    await user.clear(emailField())
    await user.type(emailField(), NEW_EMAIL)
    expect(emailField()).not.toHaveAccessibleDescription()
    expect(nextButton()).toBeEnabled()
  })

  it("refuses an address an account already uses with 'User Already Exist' and sends no code", async () => {
    const sent = recordRequests()
    const { user } = renderRegistration()
    await fillAccount(user, DEMO_ACCOUNTS.user.email)
    await user.click(nextButton())

    await waitFor(() => expect(emailField()).toHaveAccessibleDescription('User Already Exist'))
    expect(nextButton()).toBeDisabled()
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument()
    const checked = `/check-is-email-exist/${encodeURIComponent(DEMO_ACCOUNTS.user.email)}`
    expect(sent.matching('GET', checked)).toHaveLength(1)
    expect(sent.matching('POST', '/send-code')).toHaveLength(0)

    await user.clear(emailField())
    await user.type(emailField(), NEW_EMAIL)
    expect(emailField()).not.toHaveAccessibleDescription()
    expect(nextButton()).toBeEnabled()
  })

  it.each([
    [
      'its message',
      () => HttpResponse.json({ message: 'E-mail check unavailable' }, { status: 503 }),
      'E-mail check unavailable',
    ],
    [
      'a fallback without one',
      () => new HttpResponse('<html>', { status: 500 }),
      EMAIL_CHECK_FAILED,
    ],
  ])('shows a failed e-mail check on the field: %s', async (_, answer, message) => {
    server.use(http.get('*/api/v1/check-is-email-exist/:email', answer))
    const { user } = renderRegistration()
    await fillAccount(user)
    await user.click(nextButton())

    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(message))
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    expect(nextButton()).toBeDisabled()
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument()
  })

  it('reveals the optional referral code with its toggle', async () => {
    const { user } = renderRegistration()
    const toggle = screen.getByRole('button', { name: 'I have a referral code' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('textbox', { name: 'Referral code (optional)' })).toBeNull()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const referral = screen.getByRole('textbox', { name: 'Referral code (optional)' })
    expect(referral).toBeVisible()
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(region).toContainElement(referral)

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('textbox', { name: 'Referral code (optional)' })).toBeNull()
  })

  it('checks that the address is unused and moves on to the verification step', async () => {
    const sent = recordRequests()
    const { user } = renderRegistration()
    await fillAccount(user)
    await user.click(nextButton())

    expect(await screen.findByRole('dialog', { name: 'Check your mail' })).toHaveTextContent(
      `We sent a verification code to ${NEW_EMAIL}`,
    )
    const checked = `/check-is-email-exist/${encodeURIComponent(NEW_EMAIL)}`
    expect(sent.matching('GET', checked)).toHaveLength(1)
    // The code goes out on entering the step; let it arrive before the test ends.
    expect(await screen.findByRole('timer')).toBeInTheDocument()
  })
})
