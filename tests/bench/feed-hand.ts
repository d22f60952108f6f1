// The feed benchmark's figures of the feed in the hand, each on Home as a Pixel 7 with the CPU
// slowed 4×, touches carrying the finger's own times:
// - a swipe made the moment the first picture shows (three fresh loads): moved, or lost;
// - the smallest slow drag (800 ms) that commits, as a share of the feed's height;
// - how many videos three flicks 80 ms apart advance (three tries).
import type { Browser, Page } from '@playwright/test'
import { flicks, swipe, waitForSettled } from '../e2e/support/swipe'
import { openFeed } from './feed-page'

const FIRST_FRAME_TRIES = 3
const MOVED_WITHIN_MS = 5_000
const SLOW_DRAG_MS = 800
const DRAG_FRACTIONS = Array.from({ length: 17 }, (_, n) => 0.1 + n * 0.025)
const FLICK_TRIES = 3

export interface HandResults {
  firstFrame: { moved: boolean; swiperThere: boolean; movedAfterMs: number | null }[]
  /** Smallest share of the feed's height a slow drag commits at; null when none did. */
  smallestSlowCommit: number | null
  feedHeight: number
  screenHeight: number
  flicksAdvanced: number[]
}

/** Position (1-based) of the slide on screen, as its label says: '3 of 10'. */
const onScreen = (page: Page) =>
  page.evaluate(() => {
    const label = document
      .querySelector('article[aria-roledescription="slide"]:not([inert])')
      ?.getAttribute('aria-label')
    return Number(label?.split(' of ')[0] ?? 0)
  })

/** The slide on screen shows its picture: a video's first frame or a locked poster. */
function firstPictureShown(): boolean {
  const slide = document.querySelector('article[aria-roledescription="slide"]:not([inert])')
  const video = slide?.querySelector('video')
  if (video) return video.readyState >= 2
  const poster = slide?.querySelector('img')
  return !!poster && poster.complete && poster.naturalWidth > 0
}

async function swipeAtFirstFrame(browser: Browser, url: string) {
  const { page, close } = await openFeed(browser, url)
  try {
    await page.waitForFunction(firstPictureShown, undefined, { polling: 'raf', timeout: 20_000 })
    const swiperThere = (await page.locator('.swiper-initialized').count()) > 0
    const from = Date.now()
    await swipe(page, 'up', { now: true })
    const moved = await page
      .waitForFunction(
        () =>
          document
            .querySelector('article[aria-roledescription="slide"]:not([inert])')
            ?.getAttribute('aria-label')
            ?.startsWith('2 of'),
        undefined,
        { timeout: MOVED_WITHIN_MS },
      )
      .then(
        () => true,
        () => false,
      )
    return { moved, swiperThere, movedAfterMs: moved ? Date.now() - from : null }
  } finally {
    await close()
  }
}

async function settledAt(page: Page): Promise<number> {
  await waitForSettled(page)
  return onScreen(page)
}

async function smallestSlowCommit(page: Page): Promise<number | null> {
  for (const fraction of DRAG_FRACTIONS) {
    const before = await settledAt(page)
    await swipe(page, 'up', { fraction, durationMs: SLOW_DRAG_MS, moves: 40 })
    if ((await settledAt(page)) !== before) return fraction
  }
  return null
}

async function flicksAdvanced(page: Page): Promise<number> {
  const before = await settledAt(page)
  await flicks(page, 3, 80, { fraction: 0.2, moves: 4, durationMs: 60 })
  // Let every slide the flicks started finish before counting.
  await page.waitForTimeout(1_000)
  return (await settledAt(page)) - before
}

export async function measureInTheHand(browser: Browser, url: string): Promise<HandResults> {
  const firstFrame = []
  for (let n = 0; n < FIRST_FRAME_TRIES; n += 1) {
    firstFrame.push(await swipeAtFirstFrame(browser, url))
  }
  const { page, close } = await openFeed(browser, url)
  try {
    await page.locator('.swiper-initialized').waitFor()
    const feedHeight = (await page.getByRole('region', { name: 'Video feed' }).boundingBox())!
      .height
    const screenHeight = page.viewportSize()!.height
    const smallest = await smallestSlowCommit(page)
    const advanced = []
    for (let n = 0; n < FLICK_TRIES; n += 1) advanced.push(await flicksAdvanced(page))
    return {
      firstFrame,
      smallestSlowCommit: smallest,
      feedHeight,
      screenHeight,
      flicksAdvanced: advanced,
    }
  } finally {
    await close()
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS')

export function handReport(results: HandResults): string[] {
  const { firstFrame, smallestSlowCommit: smallest, feedHeight, screenHeight } = results
  const moved = firstFrame.filter((one) => one.moved).length
  const tries = firstFrame
    .map(({ moved: ok, swiperThere, movedAfterMs }) =>
      ok
        ? `moved after ${movedAfterMs} ms${swiperThere ? '' : ' (Swiper not loaded at the swipe)'}`
        : `lost${swiperThere ? '' : ' (Swiper not loaded at the swipe)'}`,
    )
    .join('; ')
  const px = smallest === null ? 0 : Math.round(smallest * feedHeight)
  const drag =
    smallest === null
      ? `none up to ${DRAG_FRACTIONS.at(-1)!.toFixed(3)} of the feed`
      : `${smallest.toFixed(3)} of the feed's height (${px} px of ${Math.round(feedHeight)}; ` +
        `${(px / screenHeight).toFixed(2)} of the ${screenHeight} px screen); every shorter one snapped back`
  const flicked = results.flicksAdvanced
  return [
    `6. A swipe made the moment the first picture shows, ${firstFrame.length} fresh loads: ${moved}/${firstFrame.length} moved (${tries})`,
    `   target: 3/3 moved ${verdict(moved === firstFrame.length)}`,
    `7. Smallest slow (${SLOW_DRAG_MS} ms) drag that commits: ${drag}`,
    `   target: commits at ≤ 0.35, none below 0.15 ${verdict(smallest !== null && smallest <= 0.35 && smallest >= 0.15)}`,
    `8. Videos advanced by 3 flicks 80 ms apart, ${flicked.length} tries: ${flicked.join(', ')}`,
    `   target: 3 each time ${verdict(flicked.every((count) => count === 3))}`,
  ]
}
