// Security: the production page carries its Content-Security-Policy and no journey breaks it; the
// session token travels only in the Authorization header, never in a URL or the console; logging
// out leaves no user datum behind: not in the store (screens show a visitor), localStorage, the
// IndexedDB stores of the offline feed and queue, nor the service worker's image cache; a 401 on
// any call ends the session the same way, keeping only the user's queued reactions for their
// return. No developer's extension is handed the store.
import { createHash } from 'node:crypto'
import path from 'node:path'
import { expect, test, type Page } from './support/test'
import { untilWorkerControls } from './support/service-worker'
import type { User } from '../../src/api/types'
import { expectAccessible } from './support/axe'
import { FAULT_MESSAGE } from './support/faults'
import { pagePolicy, watchPolicyViolations } from './support/content-security-policy'
import { activeSlide, activeVideo, expectActive, expectPlaying } from './support/feed'
import { indexedDbRecords, queuedReactions } from './support/indexed-db'
import { expectWidgetReady } from './support/kyc'
import { apiGet } from './support/profile'
import { storageKeys } from '../../src/lib/storage'
import { injectFault, resetMock, signIn, skipAgeGate, storedToken } from './support/session'
import { clipPath, openUpload, uploadForm } from './support/studio'
import { swipeTo } from './support/swipe'
import { navLink } from './support/navigation'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const AVATAR_PICTURE = path.resolve(import.meta.dirname, '../../mock-api/media/poster-1.jpg')

/** The path of the poster of the video on screen. */
const posterOfActiveSlide = async (page: Page) =>
  new URL((await activeVideo(page).getAttribute('poster')) ?? '', page.url()).pathname

/** Every image on the page has arrived and drawn: none was refused. */
async function expectImagesShown(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true)
}

test('the production page carries the policy in a meta tag, before anything it governs', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  const splash = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
  expect(splash).not.toBe('')
  const splashHash = `'sha256-${createHash('sha256').update(splash).digest('base64')}'`
  await page.goto('/')
  await expectAccessible(page, 'Home under the policy')
  // The demo build: the API on the page's origin, media there or from any port of localhost
  // (VITE_MEDIA_ORIGINS, where the mock can serve them as a CDN would), analytics off, the
  // identity-check provider's own origins (no VITE_KYC_ORIGIN) and the widget stand-in on another
  // local port.
  expect(await pagePolicy(page)).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", splashHash],
    'img-src': ["'self'", 'data:', 'http://localhost:*'],
    'media-src': ["'self'", 'blob:', 'http://localhost:*'],
    'connect-src': ["'self'", 'http://localhost:*'],
    'frame-src': [
      'https://in.sumsub.com',
      'https://api.sumsub.com',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  })
  // A meta policy governs only what follows it.
  const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"')
  expect(meta).toBeGreaterThan(0)
  for (const tag of ['<style', '<script', '<link']) expect(html.indexOf(tag)).toBeGreaterThan(meta)
})

test("the production page hands its store to no developer's extension", async ({ page }) => {
  // The Redux DevTools extension as the toolkit finds it: it would read the whole state, the
  // session's token with it, and could dispatch any action.
  await page.addInitScript(() => {
    const calls: number[] = []
    type Fn = (...args: unknown[]) => unknown
    const compose = (...fns: Fn[]): Fn =>
      fns.reduce(
        (outer, inner) =>
          (...args) =>
            outer(inner(...args)),
        (value: unknown) => value,
      )
    Object.assign(window, {
      devToolsCalls: calls,
      __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (...args: unknown[]) => {
        calls.push(args.length)
        return typeof args[0] === 'function' ? compose(...(args as Fn[])) : compose
      },
    })
  })
  await signIn(page, 'user')
  await page.goto('/')
  await expectActive(page, 0)
  await expectAccessible(page, 'Home signed in, an extension present')
  expect(
    await page.evaluate(() => (window as unknown as { devToolsCalls: number[] }).devToolsCalls),
  ).toEqual([])
})

test("a user's Home, Wallet, a profile and the identity check break no rule of the policy", async ({
  page,
  request,
}) => {
  const violations = await watchPolicyViolations(page)
  await signIn(page, 'user')
  await page.goto('/')
  await expectActive(page, 0)
  await expectPlaying(activeVideo(page))
  await expectAccessible(page, 'Home')
  await swipeTo(page, 'next')
  await expectPlaying(activeVideo(page))

  // A toast: react-toastify's rules come as a stylesheet, not as an inline <style>.
  await injectFault(request, {
    path: '/api/v1/likes',
    method: 'POST',
    status: 500,
    message: FAULT_MESSAGE,
  })
  await activeSlide(page).getByRole('button', { name: 'Like' }).click()
  await expect(page.getByRole('alert').filter({ hasText: FAULT_MESSAGE })).toBeVisible()
  await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed')
  await expectAccessible(page, 'Home with an error toast')

  await navLink(page, 'Wallet').click()
  await expect(page.getByText('POINTS', { exact: true })).toBeVisible()
  await expectAccessible(page, 'Wallet')

  await page.goto('/profile/demo_creator')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Avatar and posters (decorative, so not named images).
  await expect(page.locator('img').first()).toBeVisible()
  await expectImagesShown(page)
  await expectAccessible(page, "a creator's profile")

  // The widget's page, from the stand-in's own origin (another port).
  await page.goto('/kyc')
  await expectWidgetReady(page)
  await expectAccessible(page, 'the identity check')

  expect(violations).toEqual([])
})

test("a creator's upload preview and avatar crop break no rule of the policy", async ({ page }) => {
  const violations = await watchPolicyViolations(page)
  await signIn(page, 'creator')
  await openUpload(page)
  await uploadForm(page).file.setInputFiles(clipPath(1))
  // The chosen file plays from an object URL (media-src blob:).
  const preview = page.getByLabel('Preview of clip-1.mp4')
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.currentSrc))
    .toMatch(/^blob:/)
  await preview.evaluate((video: HTMLVideoElement) => video.play())
  await expectPlaying(preview)
  await expectAccessible(page, 'Upload with the preview playing')

  // The avatar editor reads the chosen picture as a data URL (img-src data:).
  await page.goto('/avatar')
  await page.getByLabel('Choose a file').setInputFiles(AVATAR_PICTURE)
  await expect(page.locator('.avatar-cropper canvas')).toBeVisible()
  await expectAccessible(page, 'the avatar crop')
  await page.getByRole('button', { name: 'Upload Avatar' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Avatar updated' })).toBeVisible()
  await expectAccessible(page, "'Avatar updated'")

  expect(violations).toEqual([])
})

test('the moderation list and a video playing in it break no rule of the policy', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page)
  await signIn(page, 'admin')
  await page.goto('/admin-panel/moderation')
  await expect(page.getByRole('heading', { level: 1, name: 'Video Moderation' })).toBeVisible()
  await expectImagesShown(page)
  await expectAccessible(page, 'Video Moderation')
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click()
  await expectPlaying(page.getByRole('listitem').locator('video'))
  await expectAccessible(page, 'Video Moderation with a video playing')

  expect(violations).toEqual([])
})

test('the session token is never in a URL or the console', async ({ page }) => {
  const token = await signIn(page, 'user')
  const urls: string[] = []
  const logs: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('console', (message) => logs.push(message.text()))

  await page.goto('/')
  await expectActive(page, 0)
  for (const [path, heading] of [
    ['/wallet', 'Wallet'],
    ['/profile/settings', 'Settings'],
    ['/profile/demo_user', null],
    ['/profile/edit', null],
  ] as const) {
    await page.goto(path)
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  expect(urls.length).toBeGreaterThan(10)
  const encoded = [token, encodeURIComponent(token)]
  expect(urls.filter((url) => encoded.some((form) => url.includes(form)))).toEqual([])
  expect(logs.filter((line) => line.includes(token))).toEqual([])
})

test('logging out leaves no user datum in the store, localStorage or IndexedDB', async ({
  page,
}) => {
  await signIn(page, 'user')
  await page.goto('/')
  await expectActive(page, 0)
  // The feed keeps its first page for offline starts once the page has loaded.
  await expect
    .poll(async () => (await indexedDbRecords(page))['offline-feed']?.length ?? 0)
    .toBeGreaterThan(0)
  // A like that could not be sent waits in the queue.
  await page.route('**/api/v1/likes', (route) => route.abort('internetdisconnected'))
  await activeSlide(page).getByRole('button', { name: 'Like' }).click()
  await expect.poll(() => queuedReactions(page)).toHaveLength(1)
  await page.goto('/wallet')
  await expect(page.getByText('POINTS', { exact: true })).toBeVisible()

  await page.goto('/profile/settings')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/account')

  // What stays is the visitor's own: the age answer and the sound choice.
  const keys = await page.evaluate(() => Object.keys(window.localStorage))
  const visitors: string[] = [storageKeys.is18, storageKeys.feedMuted]
  expect(keys.filter((key) => !visitors.includes(key))).toEqual([])
  await expect.poll(async () => Object.values(await indexedDbRecords(page)).flat()).toEqual([])

  // The store no longer knows the user: the wallet is a visitor's.
  await navLink(page, 'Wallet').click()
  await expect(page.getByText('69 Points').first()).toBeVisible()
  await expect(page.getByText('POINTS', { exact: true })).toHaveCount(0)
  await expectAccessible(page, 'wallet after logging out')
})

test.describe('with the service worker', () => {
  // It keeps posters and avatars in its image cache; every other journey blocks workers
  // (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  /** The paths in the worker's image cache; [] when there is none (opening would create it). */
  const cachedImages = (page: Page) =>
    page.evaluate(async () => {
      if (!(await caches.has('images'))) return []
      const cache = await caches.open('images')
      return (await cache.keys()).map((request) => new URL(request.url).pathname)
    })

  /** The user on Home under the worker, then on their profile until their avatar is cached. */
  async function cacheUserImages(page: Page): Promise<User> {
    const token = await signIn(page, 'user')
    await page.goto('/')
    await untilWorkerControls(page)
    const me = await apiGet<User>(page.request, '/auth-status', token)
    await page.goto(`/profile/${me.username}`)
    await expect.poll(() => cachedImages(page)).toContain(me.avatar)
    return me
  }

  test("logging out also empties the worker's image cache and its records of it", async ({
    page,
  }) => {
    await cacheUserImages(page)
    await page.goto('/profile/settings')
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL('/account')

    await expect.poll(() => cachedImages(page)).toEqual([])
    // IndexedDB holds nothing either: neither the offline feed and queue nor the worker's
    // records of the cached images (workbox-expiration).
    await expect.poll(async () => Object.values(await indexedDbRecords(page)).flat()).toEqual([])
    await expectAccessible(page, 'Account after logging out')
  })

  test("a 401 on any call ends the session and its data; only the user's queued like waits for them", async ({
    page,
    context,
    request,
  }) => {
    const me = await cacheUserImages(page)
    await page.goto('/')
    await expectActive(page, 0)
    await expect.poll(() => cachedImages(page)).toContain(await posterOfActiveSlide(page))
    await expect
      .poll(async () => (await indexedDbRecords(page))['offline-feed']?.length ?? 0)
      .toBeGreaterThan(0)
    // A like made offline, which the server cannot take yet when the network returns: it waits.
    await context.setOffline(true)
    await activeSlide(page).getByRole('button', { name: 'Like' }).click()
    await expect.poll(() => queuedReactions(page)).toHaveLength(1)
    await injectFault(request, { path: '/api/v1/likes', method: 'POST', status: 503 })
    const replay = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/likes',
    )
    await context.setOffline(false)
    expect((await replay).status()).toBe(503)

    // The wallet's call answers 401.
    await injectFault(request, { path: '/api/v1/wallet', status: 401, message: 'Session expired' })
    await navLink(page, 'Wallet').click()
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
    await expectAccessible(page, 'the login popup after a 401')
    expect(await storedToken(page)).toBeNull()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('region', { name: 'Get the 69 Points airdrop' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link').last(),
    ).toHaveText('Account')
    await expectAccessible(page, "a visitor's wallet after the 401")

    await expect.poll(() => cachedImages(page)).toEqual([])
    await expect.poll(async () => (await indexedDbRecords(page))['offline-feed'] ?? []).toEqual([])
    expect(await queuedReactions(page)).toMatchObject([
      { owner: me.id, reaction: 'like', on: true },
    ])
  })
})
