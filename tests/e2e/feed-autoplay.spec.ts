// When a video may not start by itself. A browser may refuse play() even muted (iOS Low Power
// Mode, strict autoplay settings) and allow it only inside a user gesture's own handler; a viewer
// who asked for reduced motion gets no video that starts by itself. Either way the video waits
// with a large Play over it and one tap plays it. A page sent to the background pauses its video
// and plays it again on return. A start the browser cuts short (AbortError) is tried again.
// Seed: user@demo.test bought the first item, so a signed-in user's first item is a video.
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import { activeSlide, activeVideo, expectActive, expectPaused, expectPlaying } from './support/feed'
import { resetMock, skipAgeGate } from './support/session'
import { swipeTo } from './support/swipe'

test.use({ account: 'user' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

/** How long a tap waits for a second one (src/features/feed/components/use-taps.ts). */
const SECOND_TAP_MS = 250

/**
 * Chromium as iOS in Low Power Mode: play() is refused (NotAllowedError) unless it is called
 * while a tap's or a key's own event is being handled.
 */
async function refuseAutoplay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play
    const gestures = ['click', 'touchend', 'pointerup', 'keydown']
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const event = window.event
      if (event?.isTrusted && gestures.includes(event.type)) return play.call(this)
      return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'))
    }
  })
}

const playControl = (page: Page) => activeSlide(page).locator('.feed-video__play')
const surface = (page: Page) => activeSlide(page).getByRole('button', { name: 'Play' })

/** The video could start (its data is there), yet it has not moved. */
async function expectWaitingForTap(page: Page): Promise<void> {
  await expect(playControl(page)).toBeVisible()
  await expect(surface(page)).toHaveAttribute('aria-pressed', 'false')
  await expect
    .poll(() => activeVideo(page).evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(3)
  const video = activeVideo(page)
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(0)
}

test('with play() refused, the video shows Play and one tap plays it', async ({ page }) => {
  await page.clock.install()
  await refuseAutoplay(page)
  await page.goto('/')
  await expectActive(page, 0)
  await expectWaitingForTap(page)
  await expectAccessible(page, 'Home, user, a video waiting for a tap')

  await surface(page).tap()
  await expect(playControl(page)).toBeHidden()
  await expect(surface(page)).toHaveAttribute('aria-pressed', 'true')
  await expectPlaying(activeVideo(page))
  // The tap played it, and must not pause it once the wait for a second tap is over.
  await page.clock.runFor(SECOND_TAP_MS + 50)
  await expectPlaying(activeVideo(page))
  await expect(surface(page)).toHaveAttribute('aria-pressed', 'true')

  // A tap still pauses a playing video, and Play shows again.
  await surface(page).tap()
  await expect(playControl(page)).toBeVisible()
  await expectPaused(activeVideo(page))
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('no video starts by itself: each shows Play and plays on a tap', async ({ page }) => {
    await page.goto('/')
    await expectActive(page, 0)
    await expectWaitingForTap(page)
    await expectAccessible(page, 'Home, user, a video waiting for a tap')

    await surface(page).tap()
    await expectPlaying(activeVideo(page))
    await expect(playControl(page)).toBeHidden()

    await swipeTo(page, 'next')
    await expectWaitingForTap(page)
    await surface(page).tap()
    await expectPlaying(activeVideo(page))
  })
})

/** What the browser reports when the tab or app goes to the background and comes back. */
async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)
}

test('a start cut short is tried again: the video plays, with no Play over it', async ({
  page,
}) => {
  // The first play() is cut short, as a new load of the source or a pause would (AbortError).
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play
    let cutShort = false
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (cutShort) return play.call(this)
      cutShort = true
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))
    }
  })
  await page.goto('/')
  await expectActive(page, 0)
  await expectPlaying(activeVideo(page))
  await expect(playControl(page)).toBeHidden()
  await expectAccessible(page, 'Home, user')
})

test('a page sent to the background pauses its video and plays it again on return', async ({
  page,
}) => {
  await page.goto('/')
  await expectActive(page, 0)
  const video = activeVideo(page)
  await expectPlaying(video)

  await setPageHidden(page, true)
  await expectPaused(video)
  const pausedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime)
  expect(pausedAt).toBeGreaterThan(0)

  await setPageHidden(page, false)
  await expectPlaying(video)
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(
    pausedAt,
  )
  await expectAccessible(page, 'Home, user')
})

test('a video the viewer paused stays paused when the page comes back', async ({ page }) => {
  await page.goto('/')
  await expectActive(page, 0)
  await expectPlaying(activeVideo(page))
  await surface(page).tap()
  await expectPaused(activeVideo(page))

  await setPageHidden(page, true)
  await setPageHidden(page, false)
  await expect(playControl(page)).toBeVisible()
  await expectPaused(activeVideo(page))
  await expectAccessible(page, 'Home, user, a video paused')
})
