// Admin panel forms (POST /typeform/webhook and POST /manager/apply-reward, with their success
// messages): an admin grants creator access by e-mail and the user is a KYC-verified
// creator at once; an unknown e-mail is told at the field; a reward of Points reaches the user's
// wallet as a RECEIVED transaction; empty or too short fields are refused before anything is
// sent; a failure keeps every value; a verified manager can use both forms.
import { expect, test, type Page, type Request } from './support/test'
import type { User } from '../../src/api/types'
import { recordAlerts } from './support/alerts'
import { expectAccessible } from './support/axe'
import { holdCalls } from './support/held-calls'
import { injectFault, resetMock, skipAgeGate } from './support/session'
import { demoToken, signedInState } from './support/signed-in'
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
  failure: page.locator('form').getByRole('alert'),
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

/** Every call the page makes to `/api/v1{path}`. */
function recordCalls(page: Page, path: string): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v1${path}`) calls.push(request)
  })
  return calls
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
  await answer.release()
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

test("an unknown e-mail shows the server's message at the field, and no toast", async ({
  page,
}) => {
  const alerts = await recordAlerts(page)
  await openFromPanel(page, GRANT_TITLE)
  const form = grantForm(page)

  await form.submit.click()
  await expect(form.email).toHaveAccessibleDescription("Enter the user's e-mail.")
  await form.email.fill('user@demo')
  await form.submit.click()
  await expect(form.email).toHaveAccessibleDescription('Incorrect Email')
  await expectAccessible(page, 'Grant Creator Access, admin, the e-mail refused')

  await form.email.fill('ghost@demo.test')
  await form.submit.click()
  await expect(form.email).toHaveAccessibleDescription('No user has this e-mail.')
  await expect(form.email).toHaveAttribute('aria-invalid', 'true')
  await expect(form.email).toHaveValue('ghost@demo.test')
  await expect(form.email).toBeFocused()

  // The form told it; the errors feature added no toast on top. Toasts show in the order they
  // were raised, so once the next success toast is up, an earlier error toast has shown too.
  await form.email.fill('user@demo.test')
  await form.submit.click()
  await expect(toast(page, 'Creator access granted for user@demo.test')).toBeVisible()
  await expect(form.email).not.toHaveAttribute('aria-invalid')
  expect(alerts()).toEqual(['Creator access granted for user@demo.test'])

  await form.email.fill('nobody@demo.test')
  await form.submit.click()
  await expect(form.email).toHaveAccessibleDescription('No user has this e-mail.')
  await expectAccessible(page, 'Grant Creator Access, admin, the e-mail refused')
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
  await answer.release()
  await expect(toast(page, '25 Points has been sent to user@demo.test')).toBeVisible()
  for (const field of [form.email, form.value, form.description])
    await expect(field).toHaveValue('')
  await expect(form.email).toBeFocused()
  await expectAccessible(page, "Send Custom Reward, admin, 'Points has been sent' toast")

  // The user, on their own phone.
  const context = await browser.newContext({ storageState: signedInState(baseURL!, 'user') })
  const userPage = await context.newPage()
  await skipAgeGate(userPage)
  await userPage.goto('/wallet')
  const top = userPage.getByRole('region', { name: 'Transactions' }).getByRole('listitem').first()
  await expect(top.locator('span').first()).toHaveText(description)
  await expect(top.locator(':scope > :last-child')).toHaveText('+25.0000')
  await expectAccessible(userPage, 'Wallet, user')
  await context.close()
})

test('empty or too short fields are refused before anything is sent', async ({ page }) => {
  await openFromPanel(page, REWARD_TITLE)
  const form = rewardForm(page)
  const calls = recordCalls(page, '/manager/apply-reward')

  await form.submit.click()
  await expect(form.email).toHaveAccessibleDescription("Enter the user's e-mail.")
  await expect(form.value).toHaveAccessibleDescription('Enter the number of Points.')
  await expect(form.description).toHaveAccessibleDescription('Enter a description.')
  await expect(form.email).toBeFocused()
  await expectAccessible(page, 'Send Custom Reward, admin, every field refused')

  await form.email.fill('user@demo.test')
  await form.value.fill('2.5')
  await form.description.fill('Thanks!') // 7 characters
  await form.submit.click()
  await expect(form.value).toHaveAccessibleDescription('Enter a whole number of Points, 1 or more.')
  await expect(form.description).toHaveAccessibleDescription(
    'The description needs at least 8 characters.',
  )
  await expect(form.description).toHaveAttribute('aria-invalid', 'true')
  await expect(form.email).not.toHaveAttribute('aria-invalid')

  // Fixed, it goes: the first request of this test.
  await form.value.fill('5')
  await form.description.fill('Thanks!!')
  await form.submit.click()
  await expect(toast(page, '5 Points has been sent to user@demo.test')).toBeVisible()
  expect(calls).toHaveLength(1)
})

test('a failed send keeps every value and says so over the button', async ({ page }) => {
  await openFromPanel(page, REWARD_TITLE)
  const form = rewardForm(page)
  await injectFault(page.request, {
    path: '/api/v1/manager/apply-reward',
    status: 503,
    message: 'The wallet service is down.',
  })
  await form.email.fill('user@demo.test')
  await form.value.fill('25')
  await form.description.fill('Thanks for testing')
  await form.submit.click()

  await expect(form.failure).toHaveText('The wallet service is down.')
  await expect(form.email).toHaveValue('user@demo.test')
  await expect(form.value).toHaveValue('25')
  await expect(form.description).toHaveValue('Thanks for testing')
  await expect(form.submit).toBeFocused()
  await expectAccessible(page, 'Send Custom Reward, admin, failed')

  await form.submit.click()
  await expect(toast(page, '25 Points has been sent to user@demo.test')).toBeVisible()
  await expect(form.failure).toHaveText('')
})

test.describe('as a manager', () => {
  test.use({ account: 'manager' })

  test('a verified manager grants creator access and sends a reward', async ({ page }) => {
    await openFromPanel(page, GRANT_TITLE)
    await grantForm(page).email.fill('broke@demo.test')
    await grantForm(page).submit.click()
    await expect(toast(page, 'Creator access granted for broke@demo.test')).toBeVisible()
    expect(await authStatus(page, demoToken('broke'))).toMatchObject({
      role: 'creator',
      isKycVerified: true,
    })

    await openFromPanel(page, REWARD_TITLE)
    const form = rewardForm(page)
    await form.email.fill('broke@demo.test')
    await form.value.fill('1500') // the 1000 is on the label only
    await form.description.fill('Welcome to the creators')
    await form.submit.click()
    await expect(toast(page, '1500 Points has been sent to broke@demo.test')).toBeVisible()
    await expectAccessible(page, "Send Custom Reward, manager, 'Points has been sent' toast")
  })
})
