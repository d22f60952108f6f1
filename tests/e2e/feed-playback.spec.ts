// Home feed, watching: what a visitor sees first, a tap pausing and resuming, and the keyboard
// (arrows and pages move, Space plays, M mutes). Seed: the newest video (v21) is paid, so a visitor
// meets it locked and user@demo.test, who bought it, meets it playing; the second one is free.
import { expect, test } from './support/test'
import { expectAccessible } from './support/axe'
import {
  activeSlide,
  activeVideo,
  captionUser,
  expectActive,
  expectPaused,
  expectPlaying,
  feedPage,
  feedRegion,
} from './support/feed'
import { resetMock, signIn, skipAgeGate } from './support/session'
import { swipeTo } from './support/swipe'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

test('a visitor sees the feed, the create-account link, and the first free video plays muted', async ({
  page,
  request,
}) => {
  const [locked, free] = await feedPage(request)
  expect([locked?.src, free?.src]).toEqual(['', expect.stringMatching(/\.mp4$/)])
  await page.goto('/')

  await expect(feedRegion(page)).toBeVisible()
  const join = page.getByRole('link', { name: 'Create account & Earn 69 Points' })
  await expect(join).toHaveAttribute('href', '/account')
  await expect(page.getByRole('button', { name: 'Notifications' })).toHaveCount(0)
  const filter = page.getByRole('group', { name: 'Feed filter' })
  await expect(filter.getByRole('button', { name: 'Feed' })).toHaveAttribute('aria-pressed', 'true')
  await expect(filter.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )

  // The first item is paid: its poster and the offer, no video.
  await expectActive(page, 0)
  const first = activeSlide(page)
  await expect(first).toHaveAttribute('aria-label', '1 of 10')
  await expect(first.getByRole('button', { name: 'Open With 10 Points' })).toBeVisible()
  await expect(first.locator('video')).toHaveCount(0)
  await expect(captionUser(first)).toHaveText(`@${locked!.metadata.username}`)
  await expect(feedRegion(page).getByText(/^Video 1 of 10: /)).toHaveText(
    `Video 1 of 10: @${locked!.metadata.username}. ${locked!.metadata.description}`,
  )
  await expectAccessible(page, 'Home feed, a locked item')

  // The next one is free: it plays, muted and inline.
  await swipeTo(page, 'next')
  const second = activeSlide(page)
  await expect(captionUser(second)).toHaveText(`@${free!.metadata.username}`)
  await expect(captionUser(second)).toHaveAttribute('href', `/profile/${free!.metadata.username}`)
  const video = activeVideo(page)
  await expect(video).toHaveAttribute('data-active', 'true')
  await expectPlaying(video)
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
  await expect(video).toHaveAttribute('playsinline', '')
  await expect(second.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true')
  await expect(second.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true')
  await expectAccessible(page, 'Home feed, a playing video')

  // A long description folds behind 'See More'.
  expect([...free!.metadata.description].length).toBeGreaterThan(23)
  await expect(second.getByText(free!.metadata.description)).toHaveCount(0)
  await second.getByRole('button', { name: 'See More' }).click()
  await expect(second.getByText(free!.metadata.description)).toBeVisible()
  await expect(second.getByRole('button', { name: 'See Less' })).toBeVisible()
  await expectAccessible(page, 'Home feed, a description unfolded')

  await join.click()
  await expect(page).toHaveURL('/account')
})

test('a tap pauses the video and another resumes it', async ({ page }) => {
  await signIn(page, 'user')
  await page.goto('/')
  await expectActive(page, 0)
  const video = activeVideo(page)
  const surface = activeSlide(page).getByRole('button', { name: 'Play' })
  await expectPlaying(video)
  await expect(surface).toHaveAttribute('aria-pressed', 'true')
  await expectAccessible(page, 'Home feed, signed in')

  await surface.click()
  await expect(surface).toHaveAttribute('aria-pressed', 'false')
  await expectPaused(video)
  const pausedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime)
  await expectAccessible(page, 'Home feed, a paused video')
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(pausedAt)

  await surface.click()
  await expect(surface).toHaveAttribute('aria-pressed', 'true')
  await expectPlaying(video)
})

test('the keyboard moves through the feed, pauses with Space and mutes with M', async ({
  page,
}) => {
  await page.goto('/')
  await expectActive(page, 0)
  await expectAccessible(page, 'Home feed')

  await page.keyboard.press('ArrowDown')
  await expectActive(page, 1)
  await page.keyboard.press('PageDown')
  await expectActive(page, 2)
  await page.keyboard.press('ArrowUp')
  await expectActive(page, 1)
  await page.keyboard.press('PageUp')
  await expectActive(page, 0)
  await page.keyboard.press('ArrowDown')
  await expectActive(page, 1)

  const video = activeVideo(page)
  const surface = activeSlide(page).getByRole('button', { name: 'Play' })
  await expectPlaying(video)
  await page.keyboard.press('Space')
  await expect(surface).toHaveAttribute('aria-pressed', 'false')
  await expectPaused(video)
  await page.keyboard.press('Space')
  await expect(surface).toHaveAttribute('aria-pressed', 'true')
  await expectPlaying(video)

  const mute = activeSlide(page).getByRole('button', { name: 'Mute' })
  await expect(mute).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('m')
  await expect(mute).toHaveAttribute('aria-pressed', 'false')
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false)
  await page.keyboard.press('M')
  await expect(mute).toHaveAttribute('aria-pressed', 'true')
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
  await expectAccessible(page, 'Home feed after keyboard use')
})
