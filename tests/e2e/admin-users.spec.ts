// All Users in a browser (GET /users, PUT /user/{id}): the admin changes a role (held: shown at
// once, the row waiting) and the verification by keyboard, both kept after a reload; the filter
// and a user's Videos link, with Back coming to the list as it was left. Roles' controls,
// deleting, a refused change and a failed list are in
// src/features/admin/components/users-screen.test.tsx and
// src/features/admin/admin-users-slice.test.ts.
// Seed: u1 user@demo.test (user, verified), u3 creator@demo.test.
import { expect, test, type Page } from './support/test'
import { recordAlerts } from './support/alerts'
import { expectAccessible } from './support/axe'
import { holdCalls } from './support/held-calls'
import { nextApiRequest } from './support/requests'
import { resetMock, skipAgeGate } from './support/session'

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
  roleChange.release()
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
