// Registration, step 2: the code is sent once on entering, a mm:ss countdown
// runs to the next allowed send, 'Send Code' shows only once it is over, failed sends toast, and
// 'Change Email?' starts over. Rendered in StrictMode, as the app is; the clock is faked.
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { StrictMode } from 'react'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_PASSWORD } from '../../../../mock-api/seed/demo-accounts'
import { ClosableDialog } from '../../../../tests/dialog-harness'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { server } from '../../../../tests/setup'
import { RegistrationModal } from './registration-modal'

const EMAIL = 'newcomer@example.test'
const AGREEMENT = /I am 18 years of age or older/

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

function Harness() {
  return (
    <>
      <ToastContainer />
      <ClosableDialog Body={RegistrationModal} />
    </>
  )
}

/** Renders the dialog and completes the account step with a fresh address. */
async function openVerificationStep({ referral = '' } = {}) {
  const sent = recordRequests()
  const rendered = renderWithProviders(
    <StrictMode>
      <Harness />
    </StrictMode>,
    { route: '/registration' },
  )
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  await user.type(screen.getByLabelText('Email'), EMAIL)
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
  if (referral) {
    await user.click(screen.getByRole('button', { name: 'I have a referral code' }))
    await user.type(screen.getByLabelText('Referral code (optional)'), referral)
  }
  await user.click(screen.getByRole('checkbox', { name: AGREEMENT }))
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await screen.findByRole('dialog', { name: 'Check your mail' })
  return { ...rendered, user, sent }
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const sendCodeButton = () => screen.queryByRole('button', { name: 'Send Code' })

describe('registration, verification step', () => {
  it('sends the code once on entering, to the address it shows', async () => {
    const { sent } = await openVerificationStep()
    expect(screen.getByRole('dialog')).toHaveTextContent(`We sent a verification code to ${EMAIL}`)
    expect(await screen.findByRole('timer')).toBeInTheDocument()

    const sends = sent.matching('POST', '/send-code')
    expect(sends).toHaveLength(1)
    expect(sends[0]?.query.get('email')).toBe(EMAIL)
  })

  it("counts down in mm:ss and offers 'Send Code' only once the wait is over", async () => {
    const { user, sent } = await openVerificationStep()
    const timer = await screen.findByRole('timer')
    expect(timer).toHaveTextContent('01:00')
    expect(sendCodeButton()).toBeNull()

    await tick(1000)
    expect(timer).toHaveTextContent('00:59')
    await tick(58_000)
    expect(timer).toHaveTextContent('00:01')
    expect(sendCodeButton()).toBeNull()

    await tick(1000)
    expect(screen.queryByRole('timer')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Send Code' }))

    expect(await screen.findByRole('timer')).toHaveTextContent('01:00')
    expect(sendCodeButton()).toBeNull()
    const sends = sent.matching('POST', '/send-code')
    expect(sends.map(({ query }) => query.get('email'))).toEqual([EMAIL, EMAIL])
  })

  it('shows a 429 answer as an error toast and counts down to its nextAttemptTime', async () => {
    server.use(
      http.post('*/api/v1/send-code', () =>
        HttpResponse.json(
          { message: 'Too many codes asked for.', nextAttemptTime: Date.now() + 90_000 },
          { status: 429 },
        ),
      ),
    )
    await openVerificationStep()

    expect(await screen.findByText('Too many codes asked for.')).toBeInTheDocument()
    const timer = screen.getByRole('timer')
    expect(timer).toHaveTextContent('01:30')
    expect(sendCodeButton()).toBeNull()

    await tick(90_000)
    expect(screen.queryByRole('timer')).toBeNull()
    expect(sendCodeButton()).toBeInTheDocument()
  })

  it("coming back with the same address within the wait gets the mock's 429 and resumes the countdown", async () => {
    const { user, sent } = await openVerificationStep()
    await screen.findByRole('timer')
    await tick(20_000)
    await user.click(screen.getByRole('button', { name: 'Change Email?' }))
    await user.type(screen.getByLabelText('Email'), EMAIL)
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
    await user.click(screen.getByRole('checkbox', { name: AGREEMENT }))
    await user.click(screen.getByRole('button', { name: 'Next' }))

    expect(await screen.findByText('Please wait before asking for a new code.')).toBeInTheDocument()
    // About 40 s of the first 60 s wait are left (a little real time passes meanwhile).
    expect(screen.getByRole('timer').textContent).toMatch(/^00:(3[89]|40)$/)
    expect(sendCodeButton()).toBeNull()
    expect(sent.matching('POST', '/send-code')).toHaveLength(2)
  })

  it("shows a failed first send as an error toast and still offers 'Send Code'", async () => {
    server.use(
      http.post(
        '*/api/v1/send-code',
        () => HttpResponse.json({ message: 'Mail server down' }, { status: 500 }),
        { once: true },
      ),
    )
    const { user, sent } = await openVerificationStep()

    expect(await screen.findByText('Mail server down')).toBeInTheDocument()
    expect(screen.queryByRole('timer')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Send Code' }))

    expect(await screen.findByRole('timer')).toHaveTextContent('01:00')
    expect(sent.matching('POST', '/send-code')).toHaveLength(2)
  })

  it('keeps Next disabled until a code is typed', async () => {
    const { user } = await openVerificationStep()
    const next = screen.getByRole('button', { name: 'Next' })
    expect(next).toBeDisabled()
    await user.type(screen.getByLabelText('Verification code'), '  ')
    expect(next).toBeDisabled()
    await user.type(screen.getByLabelText('Verification code'), '123456')
    expect(next).toBeEnabled()
    await screen.findByRole('timer')
  })

  it("'Change Email?' goes back to the account step with every field empty", async () => {
    const { user } = await openVerificationStep({ referral: 'FRIEND-1' })
    await screen.findByRole('timer')
    await user.click(screen.getByRole('button', { name: 'Change Email?' }))

    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    expect(screen.getByLabelText('Referral code (optional)')).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: AGREEMENT })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })
})
