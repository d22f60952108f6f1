// Profile settings per kind of account (role, verification, KYC, pending request): a
// user may become a creator (KYC first), a pending request shows greyed, a creator manages
// videos, a manager reaches the admin panel. Logging out is in login-logout.spec.ts.
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import { resetMock, skipAgeGate } from './support/session'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const settings = (page: Page) => page.getByRole('navigation', { name: 'Settings' })

/** The entries of the settings list, as their names read. */
const entries = (page: Page) =>
  settings(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.textContent?.trim()))

async function openSettings(page: Page) {
  await page.goto('/profile/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'DMCA Policy' })).toBeVisible()
}

test.describe('as a user', () => {
  test.use({ account: 'user' })

  test('a user may become a creator, through KYC first', async ({ page }) => {
    await openSettings(page)
    expect(await entries(page)).toEqual(['Edit Profile Data', 'Become Creator'])
    await expectAccessible(page, 'Settings, user')

    await settings(page).getByRole('button', { name: 'Become Creator' }).click()
    const kyc = page.getByRole('dialog', { name: 'KYC REQUIRED' })
    await expect(kyc).toBeVisible()
    await expectAccessible(page, "Settings, user, 'KYC REQUIRED' open")
    await kyc.getByRole('button', { name: 'Leave' }).click()
    await expect(kyc).toBeHidden()
    await expect(page).toHaveURL('/profile/settings')

    await settings(page).getByRole('button', { name: 'Become Creator' }).click()
    await kyc.getByRole('button', { name: 'Start KYC' }).click()
    await expect(page).toHaveURL('/kyc')
    await expect(kyc).toBeHidden()
  })
})

test.describe('with a creator request pending', () => {
  test.use({ account: 'pending' })

  test('a pending creator request shows greyed, and nothing to start again', async ({ page }) => {
    await openSettings(page)
    expect(await entries(page)).toEqual([
      'Edit Profile Data',
      'Your Creator Request Is Under Review',
    ])
    await expect(
      settings(page).getByRole('button', { name: 'Your Creator Request Is Under Review' }),
    ).toBeDisabled()
    await expectAccessible(page, 'Settings, user, a creator request under review')
  })
})

test.describe('as a creator', () => {
  test.use({ account: 'creator' })

  test('a creator manages their videos', async ({ page }) => {
    await openSettings(page)
    expect(await entries(page)).toEqual(['Edit Profile Data', 'My Videos', 'Upload'])
    await expectAccessible(page, 'Settings, creator')
    await settings(page).getByRole('link', { name: 'My Videos' }).click()
    await expect(page).toHaveURL('/profile/videos')
  })
})

test.describe('as a manager', () => {
  test.use({ account: 'manager' })

  test('a manager reaches the admin panel', async ({ page }) => {
    await openSettings(page)
    expect(await entries(page)).toEqual(['Edit Profile Data', 'Become Creator', 'AdminPanel'])
    await expectAccessible(page, 'Settings, manager')
    await settings(page).getByRole('link', { name: 'AdminPanel' }).click()
    await expect(page).toHaveURL('/admin-panel')
  })
})
