// Password restore and change in a browser (MODAL_RESTORE_PASSWORD, MODAL_Change_PASSWORD): the
// reset e-mail goes out, 'Send again', the mailed link, a mismatch, and the new password that
// signs in. Refusals at a field, a used link and a link without its code are in
// src/features/auth/components/restore-password-modal.test.tsx and change-password-modal.test.tsx.
import { expect, test } from './support/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { expectAccessible } from './support/axe'
import { decrypted, formFields, nextApiRequest } from './support/requests'
import { encryptDemoPassword, readMail, resetMock, skipAgeGate } from './support/session'

const EMAIL = DEMO_ACCOUNTS.user.email
const NEW_PASSWORD = 'Brand-new-pass-7'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

test('restore: the reset e-mail goes out, Send again returns to the form', async ({
  page,
  request,
}) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL('/restore')
  const dialog = page.getByRole('dialog', { name: 'Forgot your password?' })
  const send = dialog.getByRole('button', { name: 'Send reset email' })
  await expect(send).toBeDisabled()
  await expectAccessible(page, 'Forgot your password?, visitor')

  await dialog.getByLabel('Email').fill(EMAIL)
  const sent = nextApiRequest(page, 'POST', '/restore')
  await send.click()
  expect(await formFields(await sent)).toEqual({ email: EMAIL })
  await expect(dialog.getByRole('status')).toContainText(EMAIL)
  expect((await readMail(request, EMAIL)).resetLink).toContain('/change-password?nonce=')
  await expectAccessible(page, 'Forgot your password?, visitor, the e-mail sent')

  await dialog.getByRole('button', { name: 'Send again' }).click()
  await expect(dialog.getByLabel('Email')).toHaveValue(EMAIL)
  await expect(send).toBeEnabled()

  await dialog.getByRole('link', { name: 'Back to Login' }).click()
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
})

test('change password: the mailed link sets a new, encrypted password', async ({
  page,
  request,
}) => {
  // A link without its code is told, in a state of its own.
  await page.goto('/change-password')
  const missing = page.getByRole('dialog', { name: 'Change your password' }).getByRole('alert')
  await expect(missing).toContainText('does not carry a reset code')
  await expectAccessible(page, 'Change your password, visitor, no reset code')

  await request.post('/api/v1/restore', { multipart: { email: EMAIL } })
  const { resetLink = '' } = await readMail(request, EMAIL)
  const link = new URL(resetLink)
  await page.goto(`${link.pathname}${link.search}`)

  const dialog = page.getByRole('dialog', { name: 'Change your password' })
  const change = dialog.getByRole('button', { name: 'Change password' })
  await expect(change).toBeDisabled()
  await expectAccessible(page, 'Change your password, visitor')

  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await dialog.getByLabel('Confirm New Password').fill(`${NEW_PASSWORD}x`)
  await dialog.getByLabel('Confirm New Password').blur()
  await expect(dialog.getByText('Passwords not matched')).toBeVisible()
  await expect(change).toBeDisabled()
  await expectAccessible(page, 'Change your password, visitor, the passwords differ')

  await dialog.getByLabel('Confirm New Password').fill(NEW_PASSWORD)
  await expect(dialog.getByText('Passwords not matched')).toHaveCount(0)
  const sent = nextApiRequest(page, 'POST', '/confirm-restore')
  await change.click()
  const query = new URL((await sent).url()).searchParams
  expect(query.get('nonce')).toBe(link.searchParams.get('nonce'))
  expect(query.get('value')).not.toBe(NEW_PASSWORD)
  expect(decrypted(query.get('value'))).toBe(NEW_PASSWORD)

  await expect(page.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible()
  await expect(page).toHaveURL('/login')
  const login = page.getByRole('dialog', { name: 'Welcome back' })
  await login.getByLabel('Email').fill(EMAIL)
  await login.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
  await login.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL('/')
  await expect(login).toBeHidden()

  const oldPassword = await request.post('/api/v1/login', {
    multipart: { email: EMAIL, password: encryptDemoPassword(DEMO_PASSWORD) },
  })
  expect(oldPassword.status()).toBe(401)
})
