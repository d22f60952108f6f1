// Home feed, when things fail: a video that keeps failing to load is reloaded by itself a bounded
// number of times, then offers 'Try again'; a feed page that fails (500, a body that is not JSON)
// shows a message and a retry, and a slow one (5 s) shows loading, never a blank page. Seed:
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
  freezeEndlessAnimations,
} from './support/feed'
import { injectFault, loginToken, resetMock, signIn, skipAgeGate } from './support/session'

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
  const [first] = await feedPage(page.request, { token: await loginToken(page.request, 'user') })
  expect(first?.src).toMatch(/\.mp4$/)
  return first!.src
}

test("a video that keeps failing says so, and 'Try again' plays it", async ({ page }) => {
  const src = await firstSource(page)
  await signIn(page, 'user')
  let failing = true
  const attempts = await routeVideo(page, src, () => failing)
  await page.goto('/')
  await expectActive(page, 0)

  const failed = activeSlide(page).getByRole('alert')
  await expect(failed).toContainText("Can't play this video.")
  // The first load and two automatic retries.
  expect(attempts.count).toBe(3)
  await expectAccessible(page, "Home feed, a video that can't play")

  failing = false
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(failed).toHaveCount(0)
  await expectPlaying(activeVideo(page))
  expect(attempts.count).toBeGreaterThan(3)
})

test('a video whose first load fails is reloaded by itself and plays', async ({ page }) => {
  const src = await firstSource(page)
  await signIn(page, 'user')
  const attempts = await routeVideo(page, src, (attempt) => attempt === 1)
  await page.goto('/')
  await expectActive(page, 0)

  await expectPlaying(activeVideo(page))
  expect(attempts.count).toBe(2)
  await expect(activeSlide(page).getByRole('alert')).toHaveCount(0)
})

/** Home stays a page while the feed fails: its heading and filter are there. */
async function expectHomeFrame(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached()
  await expect(page.getByRole('group', { name: 'Feed filter' })).toBeVisible()
}

for (const [what, fault] of [
  ['a 500', { status: 500, message: 'Internal error' }],
  ['a body that is not JSON', { malformed: true }],
] as const) {
  test(`a feed answering ${what} shows the error and 'Try again' loads it`, async ({
    page,
    request,
  }) => {
    await injectFault(request, { path: '/api/v1/items', ...fault })
    await page.goto('/')
    const error = page.getByRole('alert').filter({ hasText: 'The videos could not be loaded.' })
    await expect(error).toBeVisible()
    await expectHomeFrame(page)
    await expect(feedRegion(page)).toHaveCount(0)
    await expectAccessible(page, `Home, feed error after ${what}`)

    await error.getByRole('button', { name: 'Try again' }).click()
    await expect(feedRegion(page)).toBeVisible()
    await expectActive(page, 0)
    await expect(error).toHaveCount(0)
  })
}

test('a feed answering after 5 seconds shows loading, then the feed', async ({ page, request }) => {
  test.setTimeout(45_000)
  await injectFault(request, { path: '/api/v1/items', delayMs: 5000 })
  const started = Date.now()
  await page.goto('/')
  const loading = page.getByRole('status', { name: 'Loading videos' })
  await expect(loading).toBeVisible()
  await expectHomeFrame(page)
  await freezeEndlessAnimations(page)
  await expectAccessible(page, 'Home, feed loading')
  await expect(loading).toBeVisible()

  await expect(feedRegion(page)).toBeVisible({ timeout: 15_000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(4500)
  await expectActive(page, 0)
  await expect(loading).toHaveCount(0)
  await expect(page.getByText('The videos could not be loaded.')).toHaveCount(0)
})
