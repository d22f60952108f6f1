// Profile settings in the browser: a user becomes a creator through KYC first, and each kind of
// account's Settings passes the axe check. Logging out is in login-logout.spec.ts.
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import { resetMock, skipAgeGate } from './support/session'
import { storeSession } from './support/signed-in'

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

// What the list offers each kind of account: profile-settings-screen.test.tsx. Here, each look of
// the screen passes the axe check: one page, its stored session swapped between loads.
test.describe('with a creator request pending, then as a creator and a manager', () => {
  test.use({ account: 'pending' })

  test('each look of Settings passes the axe check', async ({ page }) => {
    await openSettings(page)
    await expect(
      settings(page).getByRole('button', { name: 'Your Creator Request Is Under Review' }),
    ).toBeDisabled()
    await expectAccessible(page, 'Settings, user, a creator request under review')

    for (const [account, entry, state] of [
      ['creator', 'My Videos', 'Settings, creator'],
      ['manager', 'AdminPanel', 'Settings, manager'],
    ] as const) {
      await storeSession(page, account)
      await openSettings(page)
      await expect(settings(page).getByRole('link', { name: entry })).toBeVisible()
      await expectAccessible(page, state)
    }
  })
})
