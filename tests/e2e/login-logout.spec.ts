// Signing in and out (the login modal, Account, Profile settings), with the keyboard alone where
// the dialogs must work without a pointer. A refused login and a failed log-out call are in
// src/features/auth/components/login-form.test.tsx and src/features/auth/auth-slice.test.ts.
import { expect, test } from './support/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { expectAccessible } from './support/axe'
import { expectDialogByKeyboard, expectFocusInDialog, tabTo } from './support/keyboard'
import { nextApiRequest } from './support/requests'
import { readMail, resetMock, skipAgeGate, storedToken } from './support/session'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

test.describe('signed in', () => {
  test.use({ account: 'user' })

  test('logging out from profile settings ends the session and lands on Account', async ({
    page,
  }) => {
    await page.goto('/profile/settings')
    await expect(page.getByRole('link', { name: 'Edit Profile Data' })).toBeVisible()
    await expectAccessible(page, 'Settings, user')
    const sent = nextApiRequest(page, 'POST', '/logout')
    await page.getByRole('button', { name: 'Log out' }).click()

    expect((await sent).headers().authorization).toMatch(/^Bearer /)
    await expect(page).toHaveURL('/account')
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link').last(),
    ).toHaveText('Account')
    expect(await storedToken(page)).toBeNull()

    // The session is over on reload too.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
  })
})

test('keyboard only: sign up with Tab, Space and Enter', async ({ page, request }) => {
  const email = 'keys@demo.test'
  await page.goto('/account')
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Create Account' })
  await expect(dialog).toBeVisible()
  await expectFocusInDialog(page)

  await tabTo(page, dialog.getByLabel('Email'))
  await page.keyboard.type(email)
  await tabTo(page, dialog.getByLabel('Password', { exact: true }))
  await page.keyboard.type(DEMO_PASSWORD)
  await tabTo(page, dialog.getByRole('checkbox'))
  await page.keyboard.press('Space')
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }))
  await page.keyboard.press('Enter')

  const verification = page.getByRole('dialog', { name: 'Check your mail' })
  const code = verification.getByLabel('Verification code')
  await expect(code).toBeFocused()
  await expectDialogByKeyboard(page, verification, "Account, visitor, 'Check your mail' open")
  await tabTo(page, code)
  await expect.poll(async () => (await readMail(request, email)).code).toBeTruthy()
  await page.keyboard.type((await readMail(request, email)).code ?? '')
  await page.keyboard.press('Enter')

  const status = page.getByRole('dialog', { name: /^Congratulations!/ })
  await expectDialogByKeyboard(
    page,
    status,
    "Account, user, 'Congratulations! Account has been successfully created' open",
  )
  await tabTo(page, status.getByRole('button', { name: 'Ok' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/')
  expect(await storedToken(page)).toBeTruthy()
})

test('keyboard only: log in with Tab and Enter', async ({ page }) => {
  await page.goto('/account')
  await tabTo(page, page.getByRole('button', { name: 'Log In' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Welcome back' })
  await expectFocusInDialog(page)
  await expectAccessible(page, "Account, visitor, 'Welcome back' open")
  await tabTo(page, dialog.getByLabel('Email'))
  await page.keyboard.type(DEMO_ACCOUNTS.creator.email)
  await tabTo(page, dialog.getByLabel('Password', { exact: true }))
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/')
  expect(await storedToken(page)).toBeTruthy()
})

test('focus goes into each dialog and back to what opened it', async ({ page }) => {
  await page.goto('/account')
  for (const [opener, title] of [
    ['Create Account', 'Create Account'],
    ['Log In', 'Welcome back'],
  ] as const) {
    const button = page.getByRole('button', { name: opener })
    await tabTo(page, button)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
    await expectFocusInDialog(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(button).toBeFocused()
  }
})
