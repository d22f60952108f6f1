// Admin panel forms in a browser (POST /typeform/webhook and POST /manager/apply-reward, each
// opened from the panel's menu): an admin grants creator access by e-mail and the user is a
// KYC-verified creator at once; a reward of Points reaches the user's wallet as a RECEIVED
// transaction. Checks before sending, refusals at a field, failures over the button and a
// manager's use are in src/features/admin/components/grant-creator-form.test.tsx,
// src/features/admin/components/reward-form.test.tsx and mock-api/handlers/access.test.ts.
import { expect, test, type Page } from './support/test'
import type { User } from '../../src/api/types'
import { expectAccessible } from './support/axe'
import { holdCalls } from './support/held-calls'
import { resetMock, skipAgeGate } from './support/session'
import { demoToken, holdSession } from './support/signed-in'
import { toast } from './support/studio'

const GRANT_TITLE = 'Apply KYC - ( Grant Creator Access )'
const REWARD_TITLE = 'Apply Reward - ( Send Custom Reward )'
const VALUE_LABEL = 'Reward Integer Value (max. 1000 Poins)'

test.use({ account: 'admin' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const grantForm = (page: Page) => ({
  email: page.getByRole('textbox', { name: 'Email' }),
  submit: page.getByRole('button', { name: 'Grant Creator Access' }),
})

const rewardForm = (page: Page) => ({
  email: page.getByRole('textbox', { name: 'Email' }),
  value: page.getByRole('textbox', { name: VALUE_LABEL }),
  description: page.getByRole('textbox', { name: 'Description' }),
  submit: page.getByRole('button', { name: 'Send Reward' }),
})

/** Opens an admin form from the panel's menu, as a staff member would. */
async function openFromPanel(page: Page, title: string): Promise<void> {
  await page.goto('/admin-panel')
  await page
    .getByRole('navigation', { name: 'Admin panel' })
    .getByRole('link', { name: title })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

async function authStatus(page: Page, token: string): Promise<User> {
  const response = await page.request.get('/api/v1/auth-status', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as User
}

test('an admin grants creator access; the user is a KYC-verified creator at once', async ({
  page,
}) => {
  const userToken = demoToken('user')
  expect(await authStatus(page, userToken)).toMatchObject({ role: 'user', isKycVerified: false })
  await openFromPanel(page, GRANT_TITLE)
  await expectAccessible(page, 'Grant Creator Access, admin')

  const form = grantForm(page)
  const answer = await holdCalls(page, '/typeform/webhook')
  await form.email.fill('user@demo.test')
  await form.submit.click()
  await answer.sent
  await expect(form.submit).toBeDisabled()
  answer.release()
  await expect(toast(page, 'Creator access granted for user@demo.test')).toBeVisible()
  await expect(form.email).toHaveValue('')
  await expect(form.submit).toBeEnabled()
  await expect(form.email).toBeFocused()
  await expectAccessible(page, "Grant Creator Access, admin, 'Creator access granted' toast")

  expect(await authStatus(page, userToken)).toMatchObject({
    role: 'creator',
    isKycVerified: true,
  })
})

test('an admin sends 25 Points; the user finds them at the top of their wallet', async ({
  page,
  browser,
  baseURL,
}) => {
  await openFromPanel(page, REWARD_TITLE)
  await expectAccessible(page, 'Send Custom Reward, admin')

  const form = rewardForm(page)
  const description = 'Thanks for the great clips'
  await expect(form.description).toHaveAccessibleDescription('min. 8 symbols')
  const answer = await holdCalls(page, '/manager/apply-reward')
  await form.email.fill('user@demo.test')
  await form.value.fill('25')
  await form.description.fill(description)
  await form.submit.click()
  await answer.sent
  await expect(form.submit).toBeDisabled()
  answer.release()
  await expect(toast(page, '25 Points has been sent to user@demo.test')).toBeVisible()
  for (const field of [form.email, form.value, form.description])
    await expect(field).toHaveValue('')
  await expect(form.email).toBeFocused()
  await expectAccessible(page, "Send Custom Reward, admin, 'Points has been sent' toast")

  // The user, on their own phone.
  const context = await browser.newContext()
  await holdSession(context, baseURL!, 'user')
  const userPage = await context.newPage()
  await skipAgeGate(userPage)
  await userPage.goto('/wallet')
  const top = userPage.getByRole('region', { name: 'Transactions' }).getByRole('listitem').first()
  await expect(top.locator('span').first()).toHaveText(description)
  await expect(top.locator(':scope > :last-child')).toHaveText('+25.0000')
  await expectAccessible(userPage, 'Wallet, user')
  await context.close()
})
