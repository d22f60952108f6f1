// Sign-up (MODAL_REGISTRATION): both steps against the mock, to the 69-Point bonus. The refusals
// of step 1, the code countdown and resend, and a refused registration:
// src/features/auth/components/registration-*.test.tsx.
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import { decrypted, formFields, nextApiRequest } from './support/requests'
import { readMail, resetMock, skipAgeGate, storedToken } from './support/session'

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
  const token = await storedToken(page)
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
