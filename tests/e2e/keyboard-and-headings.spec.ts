// Screen-reader and keyboard pass, screen by screen: every route of the app as the account that
// reaches it, and the states a screen can be left in (a failed profile, an unchecked session,
// technical works). On each: the headings keep their order (support/headings.ts), Tab goes round
// every control, visibly, and comes back without a trap (support/keyboard.ts), and axe finds
// nothing serious. Modal routes (/login ...) are their dialog. What each screen's main task is by
// keyboard is in keyboard-tasks.spec.ts; the modals opened from their controls are in
// keyboard-modals.spec.ts.
import { storageKeys } from '../../src/lib/storage'
import { expect, test, type Locator, type Page } from './support/test'
import type { DemoAccount } from '../../mock-api/seed/demo-accounts'
import { expectAccessible } from './support/axe'
import { activeSlide } from './support/feed'
import { expectHeadingsInOrder, outlineProblems, readOutline } from './support/headings'
import { expectTabCycle } from './support/keyboard'
import { injectFault, resetMock, setTechnicalWorks, signIn, skipAgeGate } from './support/session'

interface Screen {
  path: string
  what: string
  /** Shown once the screen has settled (its data drawn). */
  ready: (page: Page) => Locator
}

const h1 = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name, exact: true })
const dialog = (name: string) => (page: Page) => page.getByRole('dialog', { name })

async function checkScreen(page: Page, { path, what, ready }: Screen): Promise<void> {
  await page.goto(path)
  await expect(ready(page)).toBeVisible()
  await expectHeadingsInOrder(page, what)
  await expectTabCycle(page, what)
  await expectAccessible(page, what)
}

/** Each route as the account that reaches it (a verified manager's admin panel is the admin's). */
const screensOf: Partial<Record<'visitor' | DemoAccount, Screen[]>> = {
  visitor: [
    { path: '/', what: 'Home', ready: (page) => activeSlide(page).getByRole('button').first() },
    { path: '/account', what: 'Account', ready: h1('Account') },
    {
      path: '/wallet',
      what: "a visitor's Wallet",
      ready: (page) => page.getByRole('heading', { name: 'Get the 69 Points airdrop' }),
    },
    {
      path: '/profile/demo_creator',
      what: "a creator's profile",
      ready: (page) => page.getByRole('button', { name: 'Night drive #3' }),
    },
    { path: '/profile/ghost', what: 'Profile not found', ready: h1('Profile not found') },
    { path: '/privacy-policy', what: 'Privacy Policy', ready: h1('Privacy Policy') },
    { path: '/terms-of-service', what: 'Terms of Service', ready: h1('Terms of Service') },
    { path: '/DMCA', what: 'DMCA', ready: h1('DMCA') },
    {
      path: '/avatar',
      what: "a visitor's avatar page",
      ready: (page) => page.getByRole('link', { name: 'Log in' }),
    },
    { path: '/no/such/page', what: 'Page not found', ready: h1('Page not found') },
    { path: '/login', what: 'the /login dialog', ready: dialog('Welcome back') },
    { path: '/registration', what: 'the /registration dialog', ready: dialog('Create Account') },
    { path: '/restore', what: 'the /restore dialog', ready: dialog('Forgot your password?') },
    {
      path: '/change-password?nonce=a1b2c3',
      what: 'the /change-password dialog',
      ready: dialog('Change your password'),
    },
  ],
  user: [
    { path: '/', what: "a user's Home", ready: (page) => activeSlide(page).locator('video') },
    {
      path: '/wallet',
      what: "a user's Wallet",
      ready: (page) => page.getByRole('button', { name: 'Show more transactions' }),
    },
    {
      path: '/profile/demo_user',
      what: 'the own profile',
      ready: (page) => page.getByRole('region', { name: 'Purchases' }).getByRole('button').first(),
    },
    { path: '/profile/settings', what: 'Settings', ready: h1('Settings') },
    {
      path: '/profile/edit',
      what: 'Edit Profile Data',
      ready: (page) => page.getByRole('button', { name: 'Save' }),
    },
    {
      path: '/avatar',
      what: 'the avatar page',
      ready: (page) => page.getByRole('button', { name: 'Upload Avatar' }),
    },
    {
      path: '/kyc',
      what: 'the identity check',
      ready: (page) => page.locator('iframe[title="Identity verification"]'),
    },
  ],
  creator: [
    {
      path: '/profile/videos',
      what: 'My Videos',
      ready: (page) => page.getByRole('navigation', { name: 'Pagination' }),
    },
    { path: '/profile/upload', what: 'Upload', ready: h1('Upload') },
  ],
  admin: [
    { path: '/admin-panel', what: 'AdminPanel', ready: h1('AdminPanel') },
    {
      path: '/admin-panel/users',
      what: 'All Users',
      ready: (page) => page.getByRole('list', { name: 'Users' }),
    },
    {
      path: '/admin-panel/moderation',
      what: 'Video Moderation',
      ready: (page) => page.getByRole('list', { name: 'Videos to moderate' }),
    },
    {
      path: '/admin-panel/videos',
      what: 'All Videos',
      ready: (page) => page.getByRole('navigation', { name: 'Pagination' }),
    },
    {
      path: '/admin-panel/users/u3',
      what: "a user's videos",
      ready: (page) => page.getByText('creator@demo.test'),
    },
    {
      path: '/admin-panel/kyc',
      what: 'Grant Creator Access',
      ready: h1('Apply KYC - ( Grant Creator Access )'),
    },
    {
      path: '/admin-panel/reward',
      what: 'Send Custom Reward',
      ready: h1('Apply Reward - ( Send Custom Reward )'),
    },
  ],
}

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

for (const [account, screens = []] of Object.entries(screensOf)) {
  test(`${account}: every screen keeps its headings in order and goes round by Tab`, async ({
    page,
  }) => {
    test.setTimeout(20_000 + screens.length * 6_000)
    if (account !== 'visitor') await signIn(page, account as DemoAccount)
    for (const screen of screens) await test.step(screen.what, () => checkScreen(page, screen))
  })
}

test('screens left in a failure or in maintenance keep one level-1 heading', async ({
  page,
  request,
}) => {
  await injectFault(request, { path: '/api/v1/creator-statistic/demo_creator', status: 500 })
  await checkScreen(page, {
    path: '/profile/demo_creator',
    what: 'a profile that failed to load',
    ready: h1('The profile could not be loaded.'),
  })

  await signIn(page, 'user')
  await injectFault(request, { path: '/api/v1/auth-status', status: 500 })
  await checkScreen(page, {
    path: '/profile/settings',
    what: 'a session that could not be checked',
    ready: h1('Your session could not be checked.'),
  })

  await setTechnicalWorks(request, true)
  await page.evaluate((key) => window.localStorage.removeItem(key), storageKeys.accessToken)
  await checkScreen(page, {
    path: '/',
    what: 'technical works',
    ready: h1('Technical Work In Progress'),
  })
})

test('the heading rules catch a second h1, a skipped level and a dialog titled at level 1', async ({
  page,
}) => {
  const problemsOf = async (html: string) => {
    await page.setContent(html)
    return outlineProblems(await readOutline(page))
  }
  expect(await problemsOf('<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2><h1 hidden>E</h1>')).toEqual([])
  expect(await problemsOf('<h1>A</h1><h3>C</h3>')).toEqual(["h1 'A' is followed by h3"])
  expect(await problemsOf('<h2>B</h2><h1>A</h1><h1>Z</h1>')).toEqual([
    '2 level-1 headings, not one',
    'the first heading is not level 1',
  ])
  expect(
    await problemsOf(
      '<h1>Page</h1><div role="dialog" aria-modal="true" aria-labelledby="t"><h1 id="t">T</h1></div>',
    ),
  ).toEqual(['the title is at level 1, not 2', 'a level-1 heading inside the dialog'])
})

test('the axe check fails on a serious violation', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>T</title><main><h1>A</h1><p style="color:#bbb">Faint</p></main></html>',
  )
  await expect(expectAccessible(page, 'axe self-check: faint text')).rejects.toThrow(
    /axe on axe self-check: faint text[^]*color-contrast \(serious\)/,
  )
})
