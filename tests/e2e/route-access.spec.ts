// Route access per role against the mock API's demo accounts. A refused
// /profile/<word> route is a profile of that name, which does not exist.
import { expect, test, type Page } from './support/test'
import type { DemoAccount } from '../../mock-api/seed/demo-accounts'
import { resetMock, signIn, skipAgeGate } from './support/session'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

async function expectTitle(page: Page, path: string, title: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

test('a visitor has no session-only or role routes', async ({ page }) => {
  await expectTitle(page, '/kyc', 'Page not found')
  await expectTitle(page, '/admin-panel', 'Page not found')
  // Without a session /profile/settings is simply a profile named "settings" (there is none).
  await expectTitle(page, '/profile/settings', 'Profile not found')
  await page.goto('/profile')
  await expect(page).toHaveURL('/account')
})

const cases: { account: DemoAccount; allowed: [string, string][]; refused: [string, string][] }[] =
  [
    {
      account: 'user',
      allowed: [
        ['/profile/settings', 'Settings'],
        ['/profile/edit', 'Edit Profile Data'],
      ],
      refused: [
        ['/profile/upload', 'Profile not found'],
        ['/admin-panel', 'Page not found'],
      ],
    },
    {
      account: 'creator',
      allowed: [
        ['/profile/upload', 'Upload'],
        ['/profile/videos', 'My Videos'],
      ],
      refused: [['/admin-panel/users', 'Page not found']],
    },
    {
      account: 'manager',
      allowed: [
        ['/admin-panel', 'AdminPanel'],
        ['/admin-panel/moderation', 'Video Moderation'],
      ],
      refused: [['/profile/upload', 'Profile not found']],
    },
    {
      account: 'admin',
      allowed: [
        ['/admin-panel/users', 'All Users'],
        ['/profile/upload', 'Upload'],
      ],
      refused: [],
    },
  ]

for (const { account, allowed, refused } of cases) {
  test(`${account}: reaches what the role allows and nothing more`, async ({ page }) => {
    await signIn(page, account)
    for (const [path, title] of [...allowed, ...refused]) await expectTitle(page, path, title)
  })
}

test('an unverified manager is sent from the admin panel to /no-access', async ({ page }) => {
  await signIn(page, 'managerUnverified')
  await page.goto('/admin-panel')
  await expect(page).toHaveURL('/no-access')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
})

test("the last navigation entry opens a signed-in user's own profile", async ({ page }) => {
  await signIn(page, 'user')
  await page.goto('/account')
  await expect(page).toHaveURL(/\/profile\/[^/]+$/)
  const profileLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link').last()
  await expect(profileLink).toHaveText('Profile')
  await expect(profileLink).toHaveAttribute('href', new URL(page.url()).pathname)
})
