// Sign-up (MODAL_REGISTRATION): both steps against the mock, the
// refusals of step 1, the code countdown and resend, and a failed registration.
import { expect, test, type Page } from './support/test'
import { DEMO_ACCOUNTS } from '../../mock-api/seed/demo-accounts'
import { expectAccessible } from './support/axe'
import { decrypted, formFields, nextApiRequest } from './support/requests'
import { advanceMockClock, readMail, resetMock, skipAgeGate } from './support/session'

const EMAIL = 'newcomer@demo.test'
const PASSWORD = 'Fresh-pass-2026'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

async function fillAccountStep(page: Page, email = EMAIL) {
  const dialog = page.getByRole('dialog', { name: 'Create Account' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('checkbox').check()
  return dialog
}

test('a visitor signs up with the mailed code and holds the 69-Point bonus', async ({
  page,
  request,
}) => {
  await page.goto('/account')
  await expectAccessible(page, 'Account, visitor')
  await page.getByRole('button', { name: 'Create Account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Account' })
  const next = dialog.getByRole('button', { name: 'Next' })
  await expect(next).toBeDisabled()
  await expect(dialog.getByText('More than 8 characters')).toBeVisible()
  await expectAccessible(page, "Account, visitor, 'Create Account' open")

  await fillAccountStep(page)
  await dialog.getByRole('button', { name: 'I have a referral code' }).click()
  await dialog.getByLabel('Referral code (optional)').fill('FRIEND-1')
  const codeSent = nextApiRequest(page, 'POST', '/send-code')
  await next.click()

  const verification = page.getByRole('dialog', { name: 'Check your mail' })
  await expect(verification.getByText(EMAIL)).toBeVisible()
  expect(new URL((await codeSent).url()).searchParams.get('email')).toBe(EMAIL)
  await expect(verification.getByRole('timer')).toHaveText(/^00:[0-5]\d$/)
  await expect(verification.getByLabel('Verification code')).toBeFocused()
  await expectAccessible(page, "Account, visitor, 'Check your mail' open")

  const { code } = await readMail(request, EMAIL)
  expect(code).toMatch(/^\d{6}$/)
  await verification.getByLabel('Verification code').fill(code ?? '')
  const registration = nextApiRequest(page, 'POST', '/registration')
  await verification.getByRole('button', { name: 'Next' }).click()

  const sent = await formFields(await registration)
  expect(sent).toMatchObject({
    email: EMAIL,
    referralCode: 'FRIEND-1',
    agreementStatus: 'true',
    verificationCode: code,
  })
  expect(sent.password).not.toBe(PASSWORD)
  expect(decrypted(sent.password)).toBe(PASSWORD)

  const status = page.getByRole('dialog', {
    name: 'Congratulations! Account has been successfully created',
  })
  await expect(status.getByText('+69 coins earned')).toBeVisible()
  await expectAccessible(
    page,
    "Account, user, 'Congratulations! Account has been successfully created' open",
  )
  await status.getByRole('button', { name: 'Ok' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Signed in with the same credentials: the wallet holds the sign-up bonus.
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'))
  expect(token).toBeTruthy()
  const wallet = await request.get('/api/v1/wallet?limit=10&offset=0', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const body = (await wallet.json()) as {
    balance: number
    transactions: { items: { type: string; valueFormatted: string }[] }
  }
  expect(body.balance).toBe(69)
  expect(body.transactions.items).toEqual([
    expect.objectContaining({ type: 'BONUS', valueFormatted: '69.0000' }),
  ])
})

test('step 1 refuses an invalid e-mail and one that is taken', async ({ page }) => {
  await page.goto('/registration')
  const dialog = await fillAccountStep(page, 'not-an-address@')
  const email = dialog.getByLabel('Email')
  const next = dialog.getByRole('button', { name: 'Next' })
  await email.blur()
  await expect(dialog.getByText('Incorrect Email')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(next).toBeDisabled()
  await expectAccessible(page, 'Create Account, visitor, the e-mail refused')

  await email.fill(DEMO_ACCOUNTS.user.email)
  await expect(dialog.getByText('Incorrect Email')).toHaveCount(0)
  await next.click()
  await expect(dialog.getByText('User Already Exist')).toBeVisible()
  await expect(next).toBeDisabled()
  await expect(page.getByRole('dialog', { name: 'Check your mail' })).toHaveCount(0)

  // 'Change Email?' from step 2 starts over with nothing filled in.
  await email.fill(EMAIL)
  await next.click()
  const verification = page.getByRole('dialog', { name: 'Check your mail' })
  await verification.getByRole('button', { name: 'Change Email?' }).click()
  await expect(dialog.getByLabel('Email')).toHaveValue('')
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('')
  await expect(dialog.getByRole('checkbox')).not.toBeChecked()
})

test('the countdown runs to the next allowed send, then Send Code mails a new code', async ({
  page,
  request,
}) => {
  await page.clock.install()
  await page.goto('/registration')
  await fillAccountStep(page)
  await page.getByRole('button', { name: 'Next' }).click()
  const verification = page.getByRole('dialog', { name: 'Check your mail' })
  const timer = verification.getByRole('timer')
  await expect(timer).toHaveText(/^(01:00|00:59)$/)
  await expect(verification.getByRole('button', { name: 'Send Code' })).toHaveCount(0)
  const first = await readMail(request, EMAIL)

  await page.clock.fastForward('00:30')
  await expect(timer).toHaveText(/^00:(29|30)$/)

  await advanceMockClock(request, 61_000)
  await page.clock.fastForward('00:31')
  const resend = verification.getByRole('button', { name: 'Send Code' })
  await expect(resend).toBeVisible()
  const sent = page.waitForResponse((response) => response.url().includes('/api/v1/send-code'))
  await resend.click()
  expect(await (await sent).json()).toMatchObject({ attempts: 2 })
  await expect(timer).toBeVisible()
  expect((await readMail(request, EMAIL)).code).not.toBe(first.code)
})

test('a refused registration says why and keeps what was typed', async ({ page }) => {
  await page.goto('/registration')
  await fillAccountStep(page)
  await page.getByRole('button', { name: 'Next' }).click()
  const verification = page.getByRole('dialog', { name: 'Check your mail' })
  await verification.getByLabel('Verification code').fill('000000')
  await verification.getByRole('button', { name: 'Next' }).click()

  await expect(
    page.getByRole('alert').filter({ hasText: 'Registration failed: Invalid verification code' }),
  ).toBeVisible()
  await expect(verification).toBeVisible()
  await expect(verification.getByLabel('Verification code')).toHaveValue('000000')
  await expect(verification.getByRole('button', { name: 'Next' })).toBeEnabled()
  await expectAccessible(
    page,
    "Create Account, visitor, 'Check your mail' open, 'Registration failed' toast",
  )
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull()
})
