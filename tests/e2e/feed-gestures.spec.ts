// The feed in the hand: no swipe is lost and swipes feel native. A swipe or a key made the moment
// the first picture shows (a key even as the first slide is drawn) moves the feed, even while Swiper (loaded after the first screen) is
// still on its way; a slow, deliberate drag past about a third of the feed commits at any speed
// and a short one snaps back; quick flicks each move one video, also during the slide animation.
// Seed: a visitor's first item is locked (its poster shows first); user@demo.test bought it, so a
// signed-in user's first item is a video.
import { expect, test, type Page, type Route } from './support/test'
import { expectAccessible } from './support/axe'
import { activeSlide, activeVideo, expectActive, expectPlaying } from './support/feed'
import { resetMock, signIn, skipAgeGate } from './support/session'
import { flicks, swipe, waitForSettled } from './support/swipe'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

/** Holds the download of Swiper's chunk until the returned function is called. */
async function holdSwiper(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/swiper-parts-*.js', async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

/** The slide on screen as the viewer reads it: '1 of 10'. */
const expectOnScreen = (page: Page, position: number) =>
  expect(activeSlide(page)).toHaveAttribute('aria-label', new RegExp(`^${position} of \\d+$`))

/** The first video's first frame is on screen. */
const firstFrameShown = (page: Page) =>
  expect
    .poll(() => activeVideo(page).evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(2)

test('a swipe at the first frame is kept until Swiper arrives, then carried out', async ({
  page,
}) => {
  await signIn(page, 'user')
  const releaseSwiper = await holdSwiper(page)
  await page.goto('/')
  await expectOnScreen(page, 1)
  await firstFrameShown(page)

  await swipe(page, 'up', { now: true })
  await expect(page.locator('.swiper-initialized')).toHaveCount(0)
  await expectOnScreen(page, 1)

  releaseSwiper()
  await expectActive(page, 1)
  await expectPlaying(activeVideo(page))
  await expectAccessible(page, 'Home after a swipe made before Swiper arrived')
})

test('a swipe made the moment the first frame shows moves the feed', async ({ page }) => {
  await signIn(page, 'user')
  await page.goto('/')
  await expectOnScreen(page, 1)
  await firstFrameShown(page)
  await swipe(page, 'up', { now: true })
  await expectActive(page, 1)
  await expectAccessible(page, 'Home after a swipe at the first frame')
})

/**
 * Presses `keys` at the first instant a slide is on the page, before the browser paints it: no
 * later key press can come sooner, so none is lost. A test's own key press waits for a round trip
 * to the browser, by which time the page has caught up.
 */
async function pressWhenFirstSlideDrawn(page: Page, keys: string[]) {
  await page.addInitScript((pressed) => {
    const watcher = new MutationObserver(() => {
      if (!document.querySelector('article[aria-roledescription="slide"]')) return
      watcher.disconnect()
      for (const key of pressed) {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
      }
    })
    watcher.observe(document, { childList: true, subtree: true })
  }, keys)
}

test('ArrowDown and PageDown at the first picture are kept until Swiper arrives', async ({
  page,
}) => {
  const releaseSwiper = await holdSwiper(page)
  await pressWhenFirstSlideDrawn(page, ['ArrowDown', 'PageDown'])
  await page.goto('/')
  await expectOnScreen(page, 1)
  await expect(activeSlide(page).getByRole('button', { name: 'Open With 10 Points' })).toBeVisible()
  releaseSwiper()
  await expectActive(page, 2)
  await expectAccessible(page, 'Home after keys pressed before Swiper arrived')
})

test('a swipe right after a tap on the video moves the feed, and the next tap works', async ({
  page,
}) => {
  await signIn(page, 'user')
  await page.goto('/')
  await expectActive(page, 0)
  await page.locator('.swiper-initialized').waitFor()
  const surface = () => activeSlide(page).getByRole('button', { name: 'Play' })
  await expectPlaying(activeVideo(page))
  // A tap pauses (and, on Android, focuses the surface the next swipe starts on).
  await surface().tap()
  await expect(surface()).toHaveAttribute('aria-pressed', 'false')

  await swipe(page, 'up')
  await expectActive(page, 1)
  await waitForSettled(page)
  await expectPlaying(activeVideo(page))
  await surface().tap()
  await expect(surface()).toHaveAttribute('aria-pressed', 'false')
  await expectAccessible(page, 'Home after a tap, a swipe and a tap')
})

test('a slow drag past a third of the feed commits; a short slow drag snaps back', async ({
  page,
}) => {
  await page.goto('/')
  await expectActive(page, 0)
  const slow = { moves: 40, durationMs: 800 }

  await swipe(page, 'up', { ...slow, fraction: 0.4 })
  await expectActive(page, 1)
  await waitForSettled(page)

  await swipe(page, 'up', { ...slow, fraction: 0.12 })
  await waitForSettled(page)
  await expectActive(page, 1)

  await swipe(page, 'down', { ...slow, fraction: 0.4 })
  await expectActive(page, 0)
  await waitForSettled(page)
  await expectAccessible(page, 'Home after slow drags')
})

test('three quick flicks move three videos, also during the slide animation', async ({ page }) => {
  await page.goto('/')
  await expectActive(page, 0)
  await page.locator('.swiper-initialized').waitFor()
  // Whether the feed was still sliding when each finger came down (before the app sees it).
  await page.evaluate(() => {
    const seen: boolean[] = []
    Object.assign(window, { touchedWhileSliding: seen })
    window.addEventListener(
      'pointerdown',
      () => {
        const wrapper = document.querySelector('.swiper-wrapper')
        seen.push(!!wrapper && wrapper.getAnimations().some((a) => a.playState === 'running'))
      },
      true,
    )
  })

  // 60 ms each, 80 ms apart: each starts while the last one's slide animation (300 ms) runs.
  await flicks(page, 3, 80, { fraction: 0.15, moves: 3, durationMs: 60 })
  await expectActive(page, 3)
  await waitForSettled(page)
  await expectActive(page, 3)
  const touchedWhileSliding = await page.evaluate(
    () => (window as unknown as { touchedWhileSliding: boolean[] }).touchedWhileSliding,
  )
  expect(touchedWhileSliding.slice(1)).toContain(true)
  await expectAccessible(page, 'Home after three flicks')
})
