// All Users (alerts 'Upload Error!' and 'Verify Error!'; GET /users, PUT and DELETE /user/{id}):
// the admin changes a role and the verification (shown at once, kept
// after a reload), deletes a user after 'Delete?', filters the list and opens a user's videos; a
// verified manager gets the list without Delete, an unverified one is turned away; a failed list
// offers Try again and a refused change puts the row back.
// Seed: u1 user@demo.test (user, verified), u2 broke@demo.test, u3 creator@demo.test,
// u5 manager-unverified@demo.test, u6 admin@demo.test.
import { expect, test, type Page } from './support/test'
import { recordAlerts } from './support/alerts'
import { expectAccessible } from './support/axe'
import { holdCalls } from './support/held-calls'
import { nextApiRequest } from './support/requests'
import { injectFault, resetMock, skipAgeGate } from './support/session'

test.use({ account: 'admin' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

async function openUsers(page: Page): Promise<void> {
  await page.goto('/admin-panel/users')
  await expect(page.getByRole('heading', { level: 1, name: 'All Users' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Users' })).toBeVisible()
}

const emails = (page: Page) => page.getByRole('list', { name: 'Users' }).getByRole('heading')
const userRow = (page: Page, email: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: email, exact: true }) })
const controls = (page: Page, email: string) => ({
  role: page.getByRole('combobox', { name: `Role ${email}`, exact: true }),
  verify: page.getByRole('button', { name: `Verify ${email}`, exact: true }),
  unverify: page.getByRole('button', { name: `Unverify ${email}`, exact: true }),
  remove: page.getByRole('button', { name: `Delete ${email}`, exact: true }),
  videos: page.getByRole('link', { name: `Videos of ${email}`, exact: true }),
})
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

test('the admin changes a role and the verification; both show at once and stay', async ({
  page,
}) => {
  const alerts = await recordAlerts(page)
  await openUsers(page)
  const row = userRow(page, 'user@demo.test')
  const user = controls(page, 'user@demo.test')
  await expect(user.role).toHaveValue('user')
  await expect(row.getByText('Verified', { exact: true })).toBeVisible()
  await expectAccessible(page, 'All Users, admin')

  // A held answer shows the change before it, with the row's controls waiting for it.
  const roleChange = await holdCalls(page, '/user/u1', { method: 'PUT', times: 1 })
  await user.role.selectOption('creator')
  expect((await roleChange.sent).postDataJSON()).toEqual({ role: 'creator' })
  await expect(user.role).toHaveValue('creator')
  await expect(user.role).toBeDisabled()
  await expect(user.unverify).toBeDisabled()
  await expect(user.remove).toBeDisabled()
  await roleChange.release()
  await expect(user.role).toBeEnabled()
  await expect(user.role).toHaveValue('creator')

  // By keyboard: the focus stays on the toggle, which now says the opposite.
  const verification = nextApiRequest(page, 'PUT', '/user/u1')
  await user.unverify.focus()
  await page.keyboard.press('Enter')
  expect((await verification).postDataJSON()).toEqual({ isVerified: false })
  expect((await (await verification).response())?.status()).toBe(200)
  await expect(row.getByText('Not verified', { exact: true })).toBeVisible()
  await expect(user.verify).toBeEnabled()
  await expect(user.verify).toBeFocused()
  await expectAccessible(page, 'All Users, admin')

  await page.reload()
  await expect(user.role).toHaveValue('creator')
  await expect(row.getByText('Not verified', { exact: true })).toBeVisible()
  await expect(user.verify).toBeVisible()
  // No 'Verify Error!' toast, then or late: read after the reload, long after both answers.
  expect(alerts()).toEqual([])
})

test('deleting asks first: Cancel sends nothing, Delete removes the user', async ({ page }) => {
  const deletes: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'DELETE') deletes.push(new URL(sent.url()).pathname)
  })
  await openUsers(page)
  const before = await emails(page).allTextContents()
  expect(before).toContain('broke@demo.test')
  // Nobody deletes an admin, or themselves, here.
  await expect(userRow(page, 'admin@demo.test').getByRole('button')).toHaveCount(0)
  const broke = controls(page, 'broke@demo.test')
  const question = page.getByRole('dialog', { name: 'Delete?' })

  await broke.remove.click()
  await expect(question).toBeVisible()
  await expect(question).toContainText('broke@demo.test')
  await expectAccessible(page, "All Users, admin, 'Delete?' open")
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
  await expect(broke.remove).toBeFocused()
  await expect(emails(page)).toHaveText(before)
  expect(deletes).toEqual([])

  await broke.remove.click()
  const removal = nextApiRequest(page, 'DELETE', '/user/u2')
  await question.getByRole('button', { name: 'Delete', exact: true }).click()
  expect((await (await removal).response())?.status()).toBe(200)
  await expect(question).toBeHidden()
  await expect(userRow(page, 'broke@demo.test')).toHaveCount(0)
  await expect(emails(page)).toHaveText(before.filter((email) => email !== 'broke@demo.test'))
  await expect(page.getByRole('heading', { level: 1, name: 'All Users' })).toBeFocused()
  expect(deletes).toEqual(['/api/v1/user/u2'])
  await expectAccessible(page, 'All Users, admin')

  await page.reload()
  await expect(emails(page)).toHaveText(before.filter((email) => email !== 'broke@demo.test'))
})

test('the filter narrows the list; a user’s Videos link opens their videos', async ({ page }) => {
  await openUsers(page)
  const all = await emails(page).allTextContents()
  const filter = page.getByRole('searchbox', { name: 'Filter users' })

  await filter.fill('CREATOR')
  // By e-mail (creator@…) and by username (pending_creator).
  await expect(emails(page)).toHaveText(['creator@demo.test', 'pending@demo.test'])
  await expect(filter).toHaveAccessibleDescription(`2 of ${all.length} users`)
  await filter.fill('luna_clips')
  await expect(emails(page)).toHaveText(['luna@demo.test'])

  await filter.fill('nobody-here')
  await expect(page.getByText('No users match.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Users' })).toHaveCount(0)
  await expectAccessible(page, 'All Users, admin, empty')
  await page.getByRole('button', { name: 'Clear filter' }).click()
  await expect(emails(page)).toHaveText(all)

  await filter.fill('creator@')
  await controls(page, 'creator@demo.test').videos.click()
  await expect(page).toHaveURL('/admin-panel/users/u3')
  // Back comes to the list as it was left.
  await page.goBack()
  await expect(filter).toHaveValue('creator@')
  await expect(emails(page)).toHaveText(['creator@demo.test'])
})

test.describe('as a manager', () => {
  test.use({ account: 'manager' })

  test('a verified manager reaches the list from the panel, without Delete', async ({ page }) => {
    await page.goto('/admin-panel')
    await expect(page.getByRole('heading', { level: 1, name: 'AdminPanel' })).toBeVisible()
    await expectAccessible(page, 'AdminPanel, manager')
    await page.getByRole('link', { name: 'All Users' }).click()
    await expect(page).toHaveURL('/admin-panel/users')
    await expect(page.getByRole('list', { name: 'Users' })).toBeVisible()

    await expect(controls(page, 'user@demo.test').role).toBeEnabled()
    await expect(controls(page, 'user@demo.test').unverify).toBeEnabled()
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
    // The API refuses a manager changing an admin: the admin's row is read-only.
    const admin = userRow(page, 'admin@demo.test')
    await expect(admin.getByText('Admin', { exact: true })).toBeVisible()
    await expect(admin.getByRole('combobox')).toHaveCount(0)
    await expect(admin.getByRole('button')).toHaveCount(0)
    await expectAccessible(page, 'All Users, manager')
  })
})

test.describe('as an unverified manager', () => {
  test.use({ account: 'managerUnverified' })

  test('an unverified manager is sent to /no-access', async ({ page }) => {
    await page.goto('/admin-panel/users')
    await expect(page).toHaveURL('/no-access')
    await expect(page.getByRole('heading', { name: 'All Users' })).toHaveCount(0)
  })
})

test('a list that fails to load says Upload Error! and Try again loads it', async ({
  page,
  request,
}) => {
  await injectFault(request, {
    path: '/api/v1/users',
    status: 500,
    message: 'The user list is unavailable.',
  })
  await page.goto('/admin-panel/users')
  const failure = page.getByRole('alert').filter({ hasText: 'Upload Error!' })
  await expect(failure).toBeVisible()
  await expect(failure).toContainText('The user list is unavailable.')
  await expect(page.getByRole('list', { name: 'Users' })).toHaveCount(0)
  await expectAccessible(page, 'All Users, admin, failed')

  const retry = nextApiRequest(page, 'GET', '/users')
  await failure.getByRole('button', { name: 'Try again' }).click()
  expect((await (await retry).response())?.status()).toBe(200)
  await expect(page.getByRole('list', { name: 'Users' })).toBeVisible()
  await expect(failure).toHaveCount(0)
})

test('a refused change puts the row back and says Verify Error!', async ({ page, request }) => {
  const alerts = await recordAlerts(page)
  await openUsers(page)
  const user = controls(page, 'user@demo.test')
  const row = userRow(page, 'user@demo.test')

  await injectFault(request, {
    path: '/api/v1/user/u1',
    method: 'PUT',
    status: 500,
    message: 'Injected fault',
  })
  const refused = await holdCalls(page, '/user/u1', { method: 'PUT' })
  await user.role.selectOption('manager')
  // Shown at once, then undone.
  await refused.sent
  await expect(user.role).toHaveValue('manager')
  await expect(user.role).toBeDisabled()
  await refused.release()
  expect((await (await refused.sent).response())?.status()).toBe(500)
  await expect(toast(page, 'Verify Error!')).toBeVisible()
  await expect(user.role).toHaveValue('user')
  await expect(user.role).toBeEnabled()
  await expect(row.getByText('Verified', { exact: true })).toBeVisible()
  await expectAccessible(page, "All Users, admin, 'Verify Error!' toast")

  await page.reload()
  await expect(user.role).toHaveValue('user')
  // The screen's own message only: not the server's text in a second toast, then or late.
  expect(alerts()).toEqual(['Verify Error!'])
})
