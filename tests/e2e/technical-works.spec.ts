// Technical works: non-staff see only the maintenance view; staff sign in with
// 'Code: 511' and get the full app.
import { expect, test } from './support/test'
import { expectAccessible } from './support/axe'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { resetMock, setTechnicalWorks, skipAgeGate } from './support/session'

const TITLE = 'Technical Work In Progress'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await setTechnicalWorks(request, true)
  await skipAgeGate(page)
})

test.afterEach(async ({ request }) => {
  await resetMock(request)
})

test('a visitor gets the maintenance view on every path; an admin signs in through it', async ({
  page,
}) => {
  await page.goto('/wallet')
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  await expect(
    page.getByText('Site will be available soon. Thank you for your patience!'),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expectAccessible(page, 'Technical Work In Progress, visitor')

  await page.getByRole('button', { name: 'Code: 511' }).click()
  const popup = page.getByRole('dialog', { name: 'Welcome back' })
  await expect(popup.getByRole('link', { name: 'Sign up' })).toBeVisible()
  await expectAccessible(page, "Technical Work In Progress, visitor, 'Welcome back' open")
  await popup.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email)
  await popup.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await popup.getByRole('button', { name: 'Log In' }).click()

  await expect(popup).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible()
})

test.describe('as a manager', () => {
  test.use({ account: 'manager' })

  test('a verified manager keeps the full app', async ({ page }) => {
    await page.goto('/admin-panel')
    await expect(page.getByRole('heading', { level: 1, name: 'AdminPanel' })).toBeVisible()
  })
})
