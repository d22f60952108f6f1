// Sessions the server ends (the mock's POST /__mock/expire-session, as strict as docs/api.md
// allows: a dead token is refused on every call). A returning viewer whose token died reaches a
// playing feed as a visitor, the token gone; a late 401 for an old token never ends the session
// that replaced it, in either tab; an upload and a profile edit survive a session that expires
// under them and finish once the user signs in again (docs/architecture.md, "The session").
import { expect, test, type Page, type Route } from './support/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { recordAlerts } from './support/alerts'
import { expectAccessible } from './support/axe'
import { activeSlide, activeVideo, expectActive, expectPlaying } from './support/feed'
import { swipeTo } from './support/swipe'
import { navLink } from './support/navigation'
import { expireSession, resetMock, signIn, skipAgeGate, storedToken } from './support/session'
import { demoToken } from './support/signed-in'
import { chosenFile, fillUpload, openUpload, uploadForm } from './support/studio'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

/** The login popup, or the login modal: both are titled so. */
const loginPopup = (page: Page) => page.getByRole('dialog', { name: 'Welcome back' })

async function signInThroughDialog(page: Page, account: keyof typeof DEMO_ACCOUNTS) {
  const popup = loginPopup(page)
  await popup.getByLabel('Email').fill(DEMO_ACCOUNTS[account].email)
  await popup.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await popup.getByRole('button', { name: 'Log In' }).click()
  await expect(popup).toHaveCount(0)
}

test('a returning viewer whose token expired reaches a playing feed, and the token is gone', async ({
  page,
  request,
}) => {
  const token = await signIn(page, 'user')
  await expireSession(request, { token })
  await page.goto('/')
  // A visitor's feed: the first video is paid, and no longer unlocked for this viewer.
  await expectActive(page, 0)
  await expect(activeSlide(page).getByRole('button', { name: 'Open With 10 Points' })).toBeVisible()
  await swipeTo(page, 'next')
  await expectActive(page, 1)
  await expectPlaying(activeVideo(page))
  await expect(navLink(page, 'Account')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await storedToken(page)).toBeNull()
})

test('a slow call answered 401 after a new sign-in leaves the new session, in both tabs', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'user')
  await page.goto('/')
  await expect(navLink(page, 'Profile')).toBeVisible()
  const other = await context.newPage()
  await other.goto('/profile/settings')
  await expect(other.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()

  // The wallet's call leaves this tab with the first session's token and waits on the line.
  let held: Route | null = null
  await page.route('**/api/v1/wallet?*', (route) => {
    if (held) return route.continue()
    held = route
  })
  await navLink(page, 'Wallet').click()
  await expect.poll(() => held !== null).toBe(true)

  // Meanwhile the session ends and the user signs in again in the other tab.
  await expireSession(request)
  await other.getByRole('button', { name: 'Log out' }).click()
  await expect(other).toHaveURL('/account')
  await other.getByRole('button', { name: 'Log In' }).click()
  await signInThroughDialog(other, 'user')
  const fresh = await storedToken(other)
  expect(fresh).not.toBeNull()
  await expect(navLink(page, 'Profile')).toBeVisible()

  // The old session's answer arrives at last: the mock refuses its dead token.
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/v1/wallet') && response.status() === 401,
  )
  await (held as Route | null)?.continue()
  await refused

  await expect(page.getByText('POINTS', { exact: true })).toBeVisible()
  for (const tab of [page, other]) {
    await expect(navLink(tab, 'Profile')).toBeVisible()
    await expect(tab.getByRole('dialog')).toHaveCount(0)
    expect(await storedToken(tab)).toBe(fresh)
  }
  await expectAccessible(page, 'Wallet, user')
})

test('an upload survives a session that expires under it and goes in after signing in', async ({
  page,
  request,
}) => {
  await signIn(page, 'creator')
  const alerts = await recordAlerts(page)
  await openUpload(page)
  await fillUpload(page, { clip: 2, title: 'Kept through', description: 'Session ran out' })
  await expireSession(request)

  const form = uploadForm(page)
  await form.submit.click()
  await expect(loginPopup(page)).toBeVisible()
  await expect(page).toHaveURL('/profile/upload')
  await expectAccessible(page, "Upload, creator, a video chosen, 'Welcome back' open")

  await signInThroughDialog(page, 'creator')
  await expect(page).toHaveURL('/profile/upload')
  await expect(form.title).toHaveValue('Kept through')
  await expect(form.description).toHaveValue('Session ran out')
  await expect(chosenFile(page, 'clip-2.mp4')).toBeVisible()

  await form.submit.click()
  await expect.poll(alerts).toContain('Video on moderation')
  await expect(page.getByRole('dialog', { name: /Uploaded successfully/ })).toBeVisible()
})

test('a profile edit survives a session that expires under it and saves after signing in', async ({
  page,
  request,
}) => {
  await signIn(page, 'user')
  await page.goto('/profile/edit')
  await expect(page.getByLabel('Username')).toHaveValue('demo_user')
  await page.getByLabel('Full name').fill('Kept Through Expiry')
  await expireSession(request)

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(loginPopup(page)).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Kept Through Expiry')

  await signInThroughDialog(page, 'user')
  await expect(page).toHaveURL('/profile/edit')
  await expect(page.getByLabel('Full name')).toHaveValue('Kept Through Expiry')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Profile updated' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Kept Through Expiry' })).toBeVisible()
})

test.describe('a user made creator by hand', () => {
  test.use({ account: 'broke' })

  test('a creator without the identity check is offered no Upload', async ({ page, request }) => {
    // An admin gives the creator role by hand; the identity check was never passed.
    const headers = { Authorization: `Bearer ${demoToken('admin')}` }
    const users = (await (await request.get('/api/v1/users', { headers })).json()) as {
      items: { id: string; email: string }[]
    }
    const broke = users.items.find((user) => user.email === DEMO_ACCOUNTS.broke.email)!
    const changed = await request.put(`/api/v1/user/${broke.id}`, {
      headers,
      data: { role: 'creator' },
    })
    expect(changed.ok()).toBe(true)

    await page.goto('/profile/settings')
    await expect(page.getByRole('button', { name: 'Become Creator' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Upload' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'My Videos' })).toHaveCount(0)
    await expectAccessible(page, 'Settings, creator, no identity check')
    // No such route: the address reads as a profile's name.
    await page.goto('/profile/upload')
    await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible()
  })
})
