// What Home fetches first (Home's performance budget): the first poster as soon as the feed
// answers, before start-up has finished; the next video only once the first screen is on show (the
// current locked poster painted, or the current video able to play through); a spinner while the
// first video waits for its data. Seed: a visitor's
// first item is locked (v21), the second is free; user@demo.test bought v21.
import { expect, test, type Page, type Route } from './support/test'
import { expectAccessible } from './support/axe'
import { untilWorkerControls } from './support/service-worker'
import { activeSlide, expectActive, expectPlaying, feedPage, feedRegion } from './support/feed'
import { injectFault, resetMock, signIn, skipAgeGate } from './support/session'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

/** Holds every request to `url` until the returned function is called. */
async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

const pathOf = (url: string) => new URL(url, 'http://app').pathname
/** How long the mock keeps the session's check from answering, where no route can hold it. */
const SESSION_CHECK_HELD_MS = 4_000

/** The `src` the second slide's video has (null while it may not load). */
const nextVideoSrc = (page: Page) =>
  feedRegion(page)
    .locator('article[aria-label^="2 of"] video')
    .evaluate((video: HTMLVideoElement) => video.getAttribute('src'))

test('the first poster is asked for while start-up still checks the session', async ({
  page,
  request,
}) => {
  const [first] = await feedPage(request)
  const releaseSession = await holdRequests(page, '**/api/v1/auth-status')
  const poster = page.waitForRequest((seen) => pathOf(seen.url()) === pathOf(first!.poster))

  await page.goto('/')
  await poster
  // Start-up has not finished: the app has not drawn anything yet.
  await expect(feedRegion(page)).toHaveCount(0)

  releaseSession()
  await expectActive(page, 0)
  await expect(activeSlide(page).locator('img.locked-cover__poster')).toHaveJSProperty(
    'complete',
    true,
  )
  await expectAccessible(page, 'Home once start-up has finished')
})

test("start-up's calls go out before the app's code has arrived", async ({ page }) => {
  // index.html runs them from a file of their own (vite-plugins/early-calls-script.ts); every
  // other script is held.
  const releaseApp = await holdRequests(page, (url) =>
    /^\/assets\/(?!early-calls-).*\.js$/.test(url.pathname),
  )
  const settings = page.waitForRequest((seen) => pathOf(seen.url()) === '/api/v1/settings')
  const feed = page.waitForRequest((seen) => pathOf(seen.url()) === '/api/v1/items')
  // Once the settings have answered: start-up's order.
  const authStatus = page.waitForRequest((seen) => pathOf(seen.url()) === '/api/v1/auth-status')

  const startUpCalls: string[] = []
  page.on('request', (seen) => {
    if (/^\/api\/v1\/(settings|auth-status)$/.test(pathOf(seen.url())))
      startUpCalls.push(pathOf(seen.url()))
  })

  // The app's scripts are modules, which the load event waits for.
  await page.goto('/', { waitUntil: 'commit' })
  await Promise.all([settings, feed, authStatus])
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
  await expectAccessible(page, "the splash while the app's code is held")

  releaseApp()
  await expectActive(page, 0)
  // The app's code runs the same file, once: it takes the answers and asks nothing again.
  expect(startUpCalls).toEqual(['/api/v1/settings', '/api/v1/auth-status'])
  await expectAccessible(page, "Home once its code arrived after start-up's calls")
})

test.describe('where the service worker paces the videos', () => {
  test.use({ serviceWorkers: 'allow' })

  test("the first video's start is asked for while start-up still checks the session", async ({
    page,
    request,
  }) => {
    const token = await signIn(page, 'user')
    const [bought] = await feedPage(request, { token })
    expect(bought!.src).toMatch(/\.mp4$/)
    await page.goto('/')
    await untilWorkerControls(page)
    // A page its worker controls sends its calls past the worker, where no route of the test
    // can hold them: the mock holds the session's check instead, longer than the piece takes.
    await injectFault(request, { path: '/api/v1/auth-status', delayMs: SESSION_CHECK_HELD_MS })
    // Any request for it before the feed is drawn is the worker's: no element asks for it yet.
    const firstPiece = page
      .context()
      .waitForEvent('request', (seen) => pathOf(seen.url()) === pathOf(bought!.src))

    await page.reload()
    await firstPiece
    await expect(feedRegion(page)).toHaveCount(0)

    await expectActive(page, 0)
    await expectPlaying(activeSlide(page).locator('video'))
    await expectAccessible(page, "a user's Home, its first video fetched ahead")
  })
})

test('behind a locked first item, the next video loads only once its poster is shown', async ({
  page,
  request,
}) => {
  const [locked, free] = await feedPage(request)
  const releasePoster = await holdRequests(page, (url) => url.pathname === pathOf(locked!.poster))
  const videoRequests: string[] = []
  page.on('request', (seen) => {
    if (seen.resourceType() === 'media') videoRequests.push(pathOf(seen.url()))
  })

  await page.goto('/')
  await expectActive(page, 0)
  await expect(activeSlide(page).getByRole('button', { name: 'Open With 10 Points' })).toBeVisible()
  expect(await nextVideoSrc(page)).toBeNull()

  releasePoster()
  await expect.poll(() => nextVideoSrc(page)).toBe(free!.src)
  await expect.poll(() => videoRequests).toContain(pathOf(free!.src))
  await expectAccessible(page, 'Home with the first poster shown')
})

test('behind a playing first video, the next one loads only once the first can play through', async ({
  page,
  request,
}) => {
  const token = await signIn(page, 'user')
  const [bought, next] = await feedPage(request, { token })
  expect(bought!.src).toMatch(/\.mp4$/)
  const releaseVideo = await holdRequests(page, (url) => url.pathname === pathOf(bought!.src))

  await page.goto('/')
  await expectActive(page, 0)
  await expect(activeSlide(page).locator('video')).toHaveAttribute('src', bought!.src)
  expect(await nextVideoSrc(page)).toBeNull()
  // Waiting for its data: a spinner once it has waited 300 ms.
  const spinner = activeSlide(page).locator('.feed-video__waiting')
  await expect(spinner).toBeVisible()
  await expectAccessible(page, "a user's Home, its first video waiting for data")

  releaseVideo()
  await expectPlaying(activeSlide(page).locator('video'))
  await expect(spinner).toHaveCount(0)
  await expect.poll(() => nextVideoSrc(page)).toBe(next!.src)
  await expectAccessible(page, "a user's Home, its first video playing")
})
