// Home feed, when things fail: a video that keeps failing to load is reloaded by itself a bounded
// number of times, then offers 'Try again'; a feed page that never answers shows loading, never a
// blank page, until the app's time-out, then a message and a retry (with an axe check of both
// states); where the service worker paces the videos, a video whose link drops midway waits with
// a spinner and goes on from the same frame once the link is back. The feed's other faults (500, a body that is not JSON, a late answer) are
// src/app/screen-faults.test.tsx's, and each kind's wiring in a browser is faults.spec.ts's. Seed:
// user@demo.test meets v21, which they bought, playing first.
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import {
  activeSlide,
  activeVideo,
  expectActive,
  expectPlaying,
  feedPage,
  feedRegion,
} from './support/feed'
import { API_TIMEOUT_MS, holdCalls, runClockTo } from './support/held-calls'
import { resetMock, setMediaOutage, skipAgeGate } from './support/session'
import { untilWorkerControls } from './support/service-worker'
import { demoToken } from './support/signed-in'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

/** Fails the media requests for `src` while `failing()` says so; counts them. */
async function routeVideo(page: Page, src: string, failing: (attempt: number) => boolean) {
  const attempts = { count: 0 }
  await page.route(`**${src}`, async (route) => {
    attempts.count += 1
    if (failing(attempts.count)) await route.abort('failed')
    else await route.continue()
  })
  return attempts
}

/** The src of the first video user@demo.test meets. */
async function firstSource(page: Page): Promise<string> {
  const [first] = await feedPage(page.request, { token: demoToken('user') })
  expect(first?.src).toMatch(/\.mp4$/)
  return first!.src
}

test.describe('signed in', () => {
  test.use({ account: 'user' })

  test("a video that keeps failing says so, and 'Try again' plays it", async ({ page }) => {
    const src = await firstSource(page)
    let failing = true
    const attempts = await routeVideo(page, src, () => failing)
    await page.goto('/')
    await expectActive(page, 0)

    const failed = activeSlide(page).getByRole('alert')
    await expect(failed).toContainText("Can't play this video.")
    // The first load and two automatic retries.
    expect(attempts.count).toBe(3)
    await expectAccessible(page, "Home, user, a video that can't play")

    failing = false
    await failed.getByRole('button', { name: 'Try again' }).click()
    await expect(failed).toHaveCount(0)
    await expectPlaying(activeVideo(page))
    expect(attempts.count).toBeGreaterThan(3)
  })

  test('a video whose first load fails is reloaded by itself and plays', async ({ page }) => {
    const src = await firstSource(page)
    const attempts = await routeVideo(page, src, (attempt) => attempt === 1)
    await page.goto('/')
    await expectActive(page, 0)

    await expectPlaying(activeVideo(page))
    expect(attempts.count).toBe(2)
    await expect(activeSlide(page).getByRole('alert')).toHaveCount(0)
  })
})

test.describe('where the service worker paces the videos', () => {
  test.use({ account: 'user', serviceWorkers: 'allow' })

  test('a video whose link drops plays what it holds, waits, and goes on from there', async ({
    page,
    request,
  }) => {
    // The second video is larger than its first piece, which it fetches as the next one.
    const [, second] = await feedPage(request, { token: demoToken('user') })
    const src = new URL(second!.src, 'http://app').pathname
    await page.goto('/')
    await untilWorkerControls(page)
    // Its pieces come from the network, not from what the first load left in the HTTP cache.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await page.reload()
    await expectActive(page, 0)
    await page.keyboard.press('ArrowDown')
    await expectActive(page, 1)
    const video = activeVideo(page)
    await expectPlaying(video)
    const failures = { count: 0 }
    page.context().on('requestfailed', (seen) => {
      if (new URL(seen.url()).pathname === src) failures.count += 1
    })

    // The worker holds the rest of it until its playhead needs it: by then the link is gone.
    await setMediaOutage(request, true)
    const spinner = activeSlide(page).locator('.feed-video__waiting')
    await expect(spinner).toBeVisible()
    const stoodAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime)
    await expectAccessible(page, 'Home, user, a video waiting for the link')
    // Gone longer than the page's own reloads of a failed video last (about 2 s).
    await expect.poll(() => failures.count, { timeout: 10_000 }).toBeGreaterThanOrEqual(4)
    await expect(spinner).toBeVisible()

    // Back, it goes on from the frame it stood at; a new load would start it over.
    const wentOn = video.evaluate(
      (element: HTMLVideoElement, at) =>
        new Promise<boolean>((resolve) => {
          element.addEventListener('timeupdate', () => {
            if (element.currentTime > at + 0.1) resolve(true)
            else if (element.currentTime < at - 0.5) resolve(false)
          })
        }),
      stoodAt,
    )
    await setMediaOutage(request, false)
    expect(await wentOn).toBe(true)
    await expect(spinner).toHaveCount(0)
    await expect(activeSlide(page).getByRole('alert')).toHaveCount(0)
  })
})

/** Home stays a page while the feed fails: its heading and filter are there. */
async function expectHomeFrame(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached()
  await expect(page.getByRole('group', { name: 'Feed filter' })).toBeVisible()
}

test('a feed with no answer gives up at the time-out, and Try again loads it', async ({ page }) => {
  await page.clock.install()
  const firstPage = await holdCalls(page, '/items', { times: 1 })
  await page.goto('/')
  await firstPage.sent
  const sentAt = await firstPage.sentAt()
  const loading = page.getByRole('status', { name: 'Loading videos' })
  await expect(loading).toBeVisible()
  await expectHomeFrame(page)
  await expectAccessible(page, 'Home, visitor, loading')

  // The app waits as long as its time-out (docs/api.md), and not a moment longer.
  await runClockTo(page, sentAt + API_TIMEOUT_MS - 1_000)
  await expect(loading).toBeVisible()
  await page.clock.runFor(1_000)
  const error = page.getByRole('alert').filter({ hasText: 'The videos could not be loaded.' })
  await expect(error).toBeVisible()
  await expect(loading).toHaveCount(0)
  await expectHomeFrame(page)
  await expect(feedRegion(page)).toHaveCount(0)
  await expectAccessible(page, 'Home, visitor, failed')
  firstPage.release()

  await error.getByRole('button', { name: 'Try again' }).click()
  await expect(feedRegion(page)).toBeVisible()
  await expectActive(page, 0)
  await expect(error).toHaveCount(0)
})
