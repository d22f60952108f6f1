// Home feed, swiping: a flick moves to the next video, which plays while the one left behind stops
// and lets go of its source, fetching nothing more (it starts over when swiped back to); the next page (GET /items at offset 10) is
// asked for while three items are still ahead; however far the user goes, at most three <video>
// elements exist.
import { expect, test, type Locator, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import {
  activeSlide,
  activeVideo,
  countVideosOverTime,
  expectActive,
  expectPlaying,
  feedQuery,
  feedRegion,
  recordFeedRequests,
} from './support/feed'
import { resetMock, skipAgeGate } from './support/session'
import { swipe, swipeTo, waitForSettled } from './support/swipe'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const currentTime = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => element.currentTime)

/** Every video but the active one is paused (the active one may have none: locked). */
const othersPaused = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('video')]
      .filter((video) => video.dataset.active !== 'true')
      .map((video) => video.paused),
  )

test('swiping changes the active video, pauses the one left and loads the next page', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const mostVideos = await countVideosOverTime(page)
  const feedRequests = recordFeedRequests(page)
  await page.goto('/')
  await expectActive(page, 0)
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 10')
  expect(feedRequests.map(feedQuery)).toEqual([
    expect.objectContaining({ limit: '10', offset: '0', filter: 'default' }),
  ])

  // Item 1 is free: it plays; leaving it pauses it and drops its source: it fetches nothing more.
  await swipeTo(page, 'next')
  const first = activeVideo(page)
  await expectPlaying(first)
  // Far enough into the 4-second clip that a start from the beginning shows.
  await expect.poll(() => currentTime(first)).toBeGreaterThan(2)
  const firstSlide = await activeSlide(page).getAttribute('aria-label')
  const leftAt = await currentTime(first)
  await swipeTo(page, 'next')
  const left = feedRegion(page).locator(`article[aria-label="${firstSlide}"] video`)
  await expect.poll(() => othersPaused(page)).not.toContain(false)
  await expect(left).not.toHaveAttribute('src')
  // NETWORK_EMPTY: no resource, nothing being fetched.
  await expect(left).toHaveJSProperty('networkState', 0)
  await expectAccessible(page, 'Home feed after swiping')

  // Going back plays it again, from the beginning.
  await swipeTo(page, 'previous')
  await expectPlaying(activeVideo(page))
  expect(await currentTime(activeVideo(page))).toBeLessThan(leftAt)
  await swipeTo(page, 'next')

  // The second page is asked for once 3 items remain ahead of the active one (index 7 of 10).
  while ((await swipeTo(page, 'next')) < 6) {
    await expect.poll(() => othersPaused(page)).not.toContain(false)
  }
  expect(feedRequests.map((request) => feedQuery(request).offset)).toEqual(['0'])
  const secondPage = page.waitForRequest(
    (request) => request.url().includes('/api/v1/items?') && feedQuery(request).offset === '10',
  )
  await swipeTo(page, 'next')
  const query = feedQuery(await secondPage)
  expect(query).toMatchObject({ limit: '10', offset: '10', filter: 'default' })
  expect(query).not.toHaveProperty('vid')
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '8 of 20')

  // On to 25 swipes in all (one back), never more than three videos.
  while ((await swipeTo(page, 'next')) < 23) {
    expect(await page.locator('video').count()).toBeLessThanOrEqual(3)
  }
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '24 of 30')
  expect(feedRequests.map((request) => feedQuery(request).offset)).toEqual(['0', '10', '20'])
  await expect.poll(() => othersPaused(page)).not.toContain(false)
  expect(await mostVideos()).toBeLessThanOrEqual(3)
  expect(await mostVideos()).toBeGreaterThan(0)
  await expectAccessible(page, 'Home feed after 25 swipes')
})

test('a slow drag snaps back to the same video', async ({ page }) => {
  await page.goto('/')
  await expectActive(page, 0)
  await swipeTo(page, 'next')
  await swipe(page, 'up', { distance: 60, moves: 6, durationMs: 720 })
  await waitForSettled(page)
  await expectActive(page, 1)
  await expectPlaying(activeVideo(page))
  await expectAccessible(page, 'Home after a slow drag snapped back')
})
