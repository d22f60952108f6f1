// The one route journey left in a browser: a real navigation to /account sends a signed-in user
// to their own profile, which the bottom navigation's last entry names. Route access per role and
// per page: src/app/route-access-accounts.test.tsx and src/app/route-access.test.ts.
import { expect, test } from './support/test'
import { resetMock, skipAgeGate } from './support/session'

test.use({ account: 'user' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

test("the last navigation entry opens a signed-in user's own profile", async ({ page }) => {
  await page.goto('/account')
  await expect(page).toHaveURL(/\/profile\/[^/]+$/)
  const profileLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link').last()
  await expect(profileLink).toHaveText('Profile')
  await expect(profileLink).toHaveAttribute('href', new URL(page.url()).pathname)
})
