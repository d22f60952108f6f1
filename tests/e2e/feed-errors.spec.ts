// Home feed, when things fail: a video that keeps failing to load is reloaded by itself a bounded
// number of times, then offers 'Try again'; a feed page that never answers shows loading, never a
// blank page, until the app's time-out, then a message and a retry (with an axe check of both
// states). The feed's other faults (500, a body that is not JSON, a late answer) are
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
import { resetMock, skipAgeGate } from './support/session'
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
