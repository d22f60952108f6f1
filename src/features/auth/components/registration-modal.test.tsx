// Registration's last step (POST /registration): what registering sends, the sign-in that
// follows, the registration status it opens, both failure forms and the analytics events.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify/unstyled'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_CODE } from '../../../../mock-api/handlers/auth'
import { lastMail } from '../../../../mock-api/mail-log'
import { ClosableDialog } from '../../../../tests/dialog-harness'
import { renderWithProviders } from '../../../../tests/render'
import { decrypted, recordRequests } from '../../../../tests/sent-requests'
import { server } from '../../../../tests/setup'
import { track } from '../../../lib/analytics'
import { MODAL_REGISTRATION_STATUS } from '../../modals/modal-names'
import { RegistrationModal } from './registration-modal'

vi.mock('../../../lib/analytics', () => ({ track: vi.fn(() => Promise.resolve()) }))

const EMAIL = 'newcomer@example.test'
const PASSWORD = 'Fresh-pass 2026'

beforeEach(() => {
  vi.mocked(track).mockClear()
})

const trackedEvents = () => vi.mocked(track).mock.calls.map(([event]) => event)

function renderRegistration() {
  const sent = recordRequests()
  const ui = (
    <>
      <ToastContainer />
      <ClosableDialog Body={RegistrationModal} />
    </>
  )
  return { ...renderWithProviders(ui, { route: '/registration' }), sent }
}

type User = ReturnType<typeof renderRegistration>['user']

/** Completes the account step, waits for the code to be sent, then submits `code`. */
async function register(user: User, code: string, { referral = '' } = {}) {
  await user.type(screen.getByLabelText('Email'), EMAIL)
  await user.type(screen.getByLabelText('Password'), PASSWORD)
  if (referral) {
    await user.click(screen.getByRole('button', { name: 'I have a referral code' }))
    await user.type(screen.getByLabelText('Referral code (optional)'), referral)
  }
  await user.click(screen.getByRole('checkbox', { name: /I am 18 years of age or older/ }))
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await screen.findByRole('timer')
  await user.type(screen.getByLabelText('Verification code'), code)
  await user.click(screen.getByRole('button', { name: 'Next' }))
}

describe('registration, submitting the code', () => {
  it('registers with the encrypted password and the referral code, signs in and opens the status', async () => {
    const { user, store, sent } = renderRegistration()
    await register(user, DEMO_CODE, { referral: 'FRIEND-1' })

    expect(await screen.findByText('Registration Successful')).toBeInTheDocument()
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_REGISTRATION_STATUS }])

    const form = await sent.formOf('POST', '/registration')
    expect(form).toEqual({
      email: EMAIL,
      password: expect.any(String),
      referralCode: 'FRIEND-1',
      agreementStatus: 'true',
      verificationCode: DEMO_CODE,
    })
    expect(form.password).not.toBe(PASSWORD)
    expect(decrypted(form.password)).toBe(PASSWORD)

    const login = await sent.formOf('POST', '/login')
    expect(login.email).toBe(EMAIL)
    expect(decrypted(login.password)).toBe(PASSWORD)
    expect(trackedEvents()).toEqual(['user_registration', 'user_create', 'referral_registration'])
  })

  it('accepts the mailed code and sends an empty referral code when none was given', async () => {
    const { user, store, sent } = renderRegistration()
    await user.type(screen.getByLabelText('Email'), EMAIL)
    await user.type(screen.getByLabelText('Password'), PASSWORD)
    await user.click(screen.getByRole('checkbox', { name: /I am 18 years of age or older/ }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('timer')
    const mailed = lastMail(EMAIL).code ?? ''
    expect(mailed).toMatch(/^\d{6}$/)
    await user.type(screen.getByLabelText('Verification code'), mailed)
    await user.click(screen.getByRole('button', { name: 'Next' }))

    expect(await screen.findByText('Registration Successful')).toBeInTheDocument()
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true))
    expect(await sent.formOf('POST', '/registration')).toMatchObject({
      referralCode: '',
      verificationCode: mailed,
    })
    expect(trackedEvents()).toEqual(['user_registration', 'user_create'])
  })

  it("shows a 200 { error } refusal as 'Registration failed: {error}' and keeps the code", async () => {
    const { user, store, sent } = renderRegistration()
    await register(user, '000000', { referral: 'FRIEND-1' })

    expect(
      await screen.findByText('Registration failed: Invalid verification code'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Check your mail' })).toBeInTheDocument()
    expect(screen.getByLabelText('Verification code')).toHaveValue('000000')
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled()
    expect(sent.matching('POST', '/login')).toHaveLength(0)
    expect(store.getState().auth.isLoggedIn).toBe(false)
    expect(store.getState().modals.queue).toEqual([])
    // Refused, so no account was made, with or without its referral.
    expect(trackedEvents()).toEqual(['user_registration'])
  })

  it("shows a 4xx { message } refusal as 'Registration failed: {message}' and keeps the code", async () => {
    server.use(
      http.post('*/api/v1/registration', () =>
        HttpResponse.json({ message: 'Verification code expired' }, { status: 422 }),
      ),
    )
    const { user, store, sent } = renderRegistration()
    await register(user, DEMO_CODE)

    expect(
      await screen.findByText('Registration failed: Verification code expired'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Check your mail' })).toBeInTheDocument()
    expect(screen.getByLabelText('Verification code')).toHaveValue(DEMO_CODE)
    expect(sent.matching('POST', '/login')).toHaveLength(0)
    expect(store.getState().modals.queue).toEqual([])
    expect(trackedEvents()).toEqual(['user_registration'])
  })

  it('closes with its Close button', async () => {
    const { user, store } = renderRegistration()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(store.getState().modals.queue).toEqual([])
  })
})
