// Nothing lost offline: a like made without network shows at once, waits in IndexedDB (through a
// reload too) and is sent once the network returns; a screen that needs the network says the
// browser is offline, without an error toast. The queue's rules (like then unlike sends nothing,
// logging out empties it) are reaction-queue.test.ts's and feed-offline.test.tsx's. Seed: nobody
// has liked or favourited v21, the first video user@demo.test sees.
import { expect, test, type BrowserContext, type Page, type Request } from './support/test'
import { untilWorkerControls } from './support/service-worker'
import { expectAccessible } from './support/axe'
import { breakCall } from './support/faults'
import { activeSlide, countAfter, expectActive } from './support/feed'
import { queuedReactions } from './support/indexed-db'
import { backOnline, reloadOffline } from './support/offline'
import { nextApiRequest } from './support/requests'
import { resetMock, signIn, skipAgeGate } from './support/session'

const FIRST = 'v21'
const BANNER = 'You are offline. Changes are saved and sent when you are back online.'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

/** Every call to `/api/v1{path}` the page makes from now on. */
function recordCalls(page: Page, path: string): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v1${path}`) seen.push(request)
  })
  return seen
}

const likeButton = (page: Page) => activeSlide(page).getByRole('button', { name: 'Like' })
const banner = (page: Page) => page.getByRole('status').filter({ hasText: BANNER })

/** The item's like count as the server has it for `token`. */
async function serverLikes(page: Page, token: string): Promise<number> {
  const response = await page.request.get(`/api/v1/items/${FIRST}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { metadata: { likesCounts: number } }).metadata.likesCounts
}

async function openFeedSignedIn(page: Page): Promise<string> {
  const token = await signIn(page, 'user')
  await page.goto('/')
  await expectActive(page, 0)
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')
  await expect(countAfter(likeButton(page))).toHaveText('0')
  return token
}

async function likeOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true)
  await expect(banner(page)).toBeVisible()
  await likeButton(page).click()
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
  await expect(countAfter(likeButton(page))).toHaveText('1')
}

test('a like made offline shows at once and is sent once back online', async ({
  page,
  context,
}) => {
  const token = await openFeedSignedIn(page)
  const likes = recordCalls(page, '/likes')
  await likeOffline(page, context)
  await expectAccessible(page, 'Home offline with the banner and a queued like')
  await expect
    .poll(() => queuedReactions(page))
    .toMatchObject([{ id: FIRST, reaction: 'like', on: true }])
  expect(likes).toEqual([])
  await expect(page.getByRole('alert')).toHaveCount(0) // no error toast

  const sent = nextApiRequest(page, 'POST', '/likes')
  await context.setOffline(false)
  const request = await sent
  expect(request.postDataJSON()).toEqual({ videoId: FIRST })
  expect((await request.response())?.status()).toBe(200)
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => queuedReactions(page)).toEqual([])
  expect(likes).toHaveLength(1)
  expect(await serverLikes(page, token)).toBe(1)
  await expect(countAfter(likeButton(page))).toHaveText('1')
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
})

test('a like that could not be sent survives a reload and is sent when the network returns', async ({
  page,
  request,
}) => {
  const token = await openFeedSignedIn(page)
  const likes = recordCalls(page, '/likes')
  const backOnLikes = await breakCall(page, request, '/api/v1/likes', 'offline')
  await likeButton(page).click()
  await expect
    .poll(() => queuedReactions(page))
    .toMatchObject([{ id: FIRST, reaction: 'like', on: true }])
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('alert')).toHaveCount(0) // no toast, no rollback

  // The reload tries the queue at start (still failing); the queued like shows on the item.
  await page.reload()
  await expectActive(page, 0)
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
  await expect(countAfter(likeButton(page))).toHaveText('1')
  await expect.poll(() => likes.length).toBeGreaterThanOrEqual(2) // the first try and the start
  expect(await queuedReactions(page)).toMatchObject([{ id: FIRST, on: true }])
  expect(await serverLikes(page, token)).toBe(0)

  backOnLikes()
  const sent = nextApiRequest(page, 'POST', '/likes')
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  expect((await sent).postDataJSON()).toEqual({ videoId: FIRST })
  await expect.poll(() => queuedReactions(page)).toEqual([])
  expect(await serverLikes(page, token)).toBe(1)
  await expectAccessible(page, 'Home after the queued like was sent')
})

test('the wallet offline says so, with a retry and no error toast', async ({ page, context }) => {
  await signIn(page, 'user')
  await page.goto('/wallet')
  await expect(
    page.getByRole('region', { name: 'Transactions' }).getByRole('listitem').first(),
  ).toBeVisible()
  // Back Home and offline: the wallet page is loaded again from the bottom navigation.
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Home' }).click()
  await context.setOffline(true)
  await nav.getByRole('link', { name: 'Wallet' }).click()

  const failure = page.getByRole('alert').filter({ hasText: 'The wallet could not be loaded.' })
  await expect(failure).toBeVisible()
  await expect(failure).toContainText('You are offline.')
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(1) // no toast beside it
  await expect(banner(page)).toBeVisible()
  await expectAccessible(page, 'wallet offline')
})

test.describe('with the service worker', () => {
  // Every other journey blocks workers (playwright.config.ts); a reload offline needs one.
  test.use({ serviceWorkers: 'allow' })

  test('a like made offline survives a reload offline and is sent back online; the feed resumes', async ({
    page,
    context,
  }) => {
    const token = await openFeedSignedIn(page)
    await untilWorkerControls(page)
    await likeOffline(page, context)
    await expect.poll(() => queuedReactions(page)).toHaveLength(1)

    // Started offline: the page kept from the last visit, its videos unavailable, the like on it.
    await reloadOffline(context, page)
    await expect(banner(page)).toBeVisible()
    await expectActive(page, 0)
    const unavailable = activeSlide(page).getByText('This video is not available offline.')
    await expect(unavailable).toBeVisible()
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
    await expect(countAfter(likeButton(page))).toHaveText('1')
    await expectAccessible(page, 'Home started offline')

    const sent = context.waitForEvent(
      'request',
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/likes',
    )
    await backOnline(context, page)
    expect((await sent).postDataJSON()).toEqual({ videoId: FIRST })
    await expect.poll(() => queuedReactions(page)).toEqual([])
    expect(await serverLikes(page, token)).toBe(1)
    // The feed loads again by itself, from the server.
    await expect(unavailable).toBeHidden()
    await expectActive(page, 0)
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
    await expect(countAfter(likeButton(page))).toHaveText('1')
  })
})
