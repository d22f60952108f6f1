// One session across tabs: two pages of one browser context share localStorage and IndexedDB,
// as two tabs of a phone's browser do. A logout or a login in one shows in the other within a
// second, without a reload and without any call from the other tab; the offline reaction queue
// both tabs hold is sent by one of them only. Seed: nobody has liked v21, the first video
// user@demo.test sees.
import { expect, test, type BrowserContext, type Page, type Request } from './support/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { expectAccessible } from './support/axe'
import { activeSlide, countAfter, expectActive } from './support/feed'
import { holdCalls } from './support/held-calls'
import { queuedReactions } from './support/indexed-db'
import { resetMock, skipAgeGate } from './support/session'
import { demoToken } from './support/signed-in'

const FOLLOW_MS = 1_000

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const lastNavLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link').last()

/** A second tab of the same browser, on Home. */
async function secondTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage()
  await tab.goto('/')
  await expectActive(tab, 0)
  return tab
}

/** Every API call `page` makes from now on. */
function recordApiCalls(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/')) seen.push(request)
  })
  return seen
}

test.describe('signed in', () => {
  test.use({ account: 'user' })

  test('a logout in one tab makes the other a visitor within a second, with no call of its own', async ({
    page,
    context,
  }) => {
    const token = demoToken('user')
    await page.goto('/profile/settings')
    const other = await secondTab(context)
    await expect(lastNavLink(other)).toHaveText('Profile')
    const othersCalls = recordApiCalls(other)

    await expectAccessible(page, 'Settings, user')
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL('/account')
    await expect(lastNavLink(other)).toHaveText('Account', { timeout: FOLLOW_MS })

    await expect(other.getByRole('dialog')).toHaveCount(0) // no login popup
    await expect(activeSlide(other).getByRole('button', { name: 'Like' })).toBeVisible()
    await expectAccessible(other, 'Home, visitor')
    expect(othersCalls.filter((call) => call.url().endsWith('/logout'))).toEqual([])
    const withEndedToken = othersCalls.filter(
      (call) => call.headers().authorization === `Bearer ${token}`,
    )
    expect(withEndedToken).toEqual([])
  })
})

test('a login in one tab signs the other in within a second', async ({ page, context }) => {
  await page.goto('/login')
  const other = await secondTab(context)
  await expect(lastNavLink(other)).toHaveText('Account')

  const dialog = page.getByRole('dialog', { name: 'Welcome back' })
  await expectAccessible(page, 'Welcome back, visitor')
  await dialog.getByLabel('Email').fill(DEMO_ACCOUNTS.user.email)
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Log In' }).click()
  await expect(dialog).toBeHidden()

  await expect(lastNavLink(other)).toHaveText('Profile', { timeout: FOLLOW_MS })
  await lastNavLink(other).click()
  await expect(other).toHaveURL(/^[^?]*\/profile\/[^/]+$/)
  await expect(other.getByRole('link', { name: 'Settings' })).toBeVisible()
  await expectAccessible(other, 'the own profile, user')
})

test.describe('signed in, offline', () => {
  test.use({ account: 'user' })

  test('a like queued offline is sent once with two tabs open', async ({ page, context }) => {
    await page.goto('/')
    await expectActive(page, 0)
    const other = await secondTab(context)
    const likes: Request[] = []
    context.on('request', (call) => {
      if (new URL(call.url()).pathname === '/api/v1/likes') likes.push(call)
    })

    await context.setOffline(true)
    const like = activeSlide(page).getByRole('button', { name: 'Like' })
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => queuedReactions(page)).toMatchObject([{ id: 'v21', on: true }])

    // The first tab's call is held, so both tabs are seen asking to send the queue: one holds the
    // lock, the other waits for it.
    const sent = await holdCalls(context, '/likes')
    await context.setOffline(false)
    const replayLocks = () =>
      other.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query()
        return { held: held.length, pending: pending.length }
      })
    await expect.poll(replayLocks).toEqual({ held: 1, pending: 1 })
    sent.release()
    await expect.poll(replayLocks).toEqual({ held: 0, pending: 0 })

    await expect.poll(() => queuedReactions(other)).toEqual([])
    expect(likes).toHaveLength(1)
    expect(likes[0]?.postDataJSON()).toEqual({ videoId: 'v21' })
    await other.reload()
    await expectActive(other, 0)
    await expect(countAfter(activeSlide(other).getByRole('button', { name: 'Like' }))).toHaveText(
      '1',
    )
    await expectAccessible(other, 'Home, user, a video liked')
  })
})
