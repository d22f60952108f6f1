// The modal queue in a real browser: the age gate on a first visit, and signing in through the
// /login route's modal.
import { expect, test } from './support/test'
import { expectAccessible } from './support/axe'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { feedRegion } from './support/feed'
import { resetMock, skipAgeGate } from './support/session'

const AGE_GATE = 'ENTER ONLY IF YOU ARE OVER 18 YEARS OLD'

test.beforeEach(async ({ request }) => {
  await resetMock(request)
})

test('the age gate greets a first visit and stays away once accepted', async ({ page }) => {
  await page.goto('/')
  const gate = page.getByRole('dialog', { name: AGE_GATE })
  await expect(gate).toBeVisible()
  await expectAccessible(page, 'Home, visitor, the age gate open')

  await page.keyboard.press('Escape')
  await expect(gate).toBeVisible()

  await gate.getByRole('button', { name: 'Yes, I am 18+' }).click()
  await expect(gate).toBeHidden()

  await page.reload()
  // The feed shows only once the gate is answered: shown, the answer was kept.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Wallet' })).toBeVisible()
  await expect(feedRegion(page)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('signing in through /login lands on Home, signed in', async ({ page }) => {
  await skipAgeGate(page)
  await page.goto('/login')

  const dialog = page.getByRole('dialog', { name: 'Welcome back' })
  const submit = dialog.getByRole('button', { name: 'Log In' })
  await expect(submit).toBeDisabled()
  await expectAccessible(page, 'Welcome back, visitor')
  await dialog.getByLabel('Email').fill(DEMO_ACCOUNTS.user.email)
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await submit.click()

  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/')
  const navLinks = page.getByRole('navigation').getByRole('link')
  await expect(navLinks.last()).toHaveAttribute('href', /^\/profile\/[^/]+$/)
})
