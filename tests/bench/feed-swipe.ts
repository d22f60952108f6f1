// Swipes for the feed benchmark: a touch gesture through CDP (what moves Swiper reliably in
// headless Chromium), then waits for the feed to land and settle like a viewer's would.
import type { Page } from '@playwright/test'
import { swipe as swipeFinger } from '../e2e/support/swipe'
import type { MediaLedger } from './feed-media'
import { isSettled, readFeedState } from './feed-in-page'
import { START_BUDGET_S } from '../../src/lib/video-leads'

/**
 * A flick: 240 px in 40 ms once past Swiper's 20 px threshold, under half the 782 px slide, so
 * the feed moves on at touchend. The touch events carry the finger's times.
 */
const FLICK = { distance: 240, moves: 5, durationMs: 40, now: true }
export const MAX_ATTEMPTS = 5
/** Longest wait for an idle main thread before a gesture. */
const IDLE_TIMEOUT_MS = 2000
const LAND_TIMEOUT_MS = 3000
/** How long a viewer stays at most: until the video plays and the next one is ready. */
const SETTLE_TIMEOUT_MS = 8000

export type Direction = 1 | -1

export interface SwipeRecord {
  from: number
  to: number
  direction: Direction
  /** Page time (performance.now) of the gesture's touchend. */
  touchEnd: number
  /** From its touchstart to its touchend. */
  gestureMs: number
  hasVideo: boolean
  /** readyState of the landing item's video at touchend, -1 when it was not rendered. */
  readyAtTouchEnd: number
  /**
   * Lengths of the gestures Swiper let snap back before this one landed: each CDP touch event
   * waits for the slowed renderer, so a flick can outlast Swiper's 300 ms short-swipe limit.
   */
  ignoredGesturesMs: number[]
  /** Whether the video played and the next one got ready before SETTLE_TIMEOUT_MS. */
  settled: boolean
}

/**
 * Waits until the active video plays, the next one down the feed has its start and the slide has
 * stopped moving. The feed preloads the item after the active one whichever way the viewer went
 * (nothing behind it keeps loading), so on the way back up that item is the one waited for.
 */
export async function settle(page: Page, index: number, since: number) {
  return page
    .waitForFunction(
      isSettled,
      { index, since, next: index + 1, startS: START_BUDGET_S },
      { timeout: SETTLE_TIMEOUT_MS, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    )
}

/**
 * One flick from the slide at `from` once the page has finished reacting to what came before, as
 * a viewer who has watched for a moment makes it (`beforeGesture` runs just before the finger
 * moves); true when the feed moved to another slide within LAND_TIMEOUT_MS.
 */
export async function flick(
  page: Page,
  from: number,
  direction: Direction,
  beforeGesture: () => void = () => {},
): Promise<boolean> {
  // A flick into a busy main thread would outlast Swiper's short-swipe limit.
  await page.evaluate(
    (timeout) =>
      new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout })),
    IDLE_TIMEOUT_MS,
  )
  beforeGesture()
  await swipeFinger(page, direction === 1 ? 'up' : 'down', FLICK)
  return page
    .waitForFunction(
      (at) => {
        const slide = document.querySelector('.swiper-slide-active')
        return Number(slide?.getAttribute('data-swiper-slide-index') ?? -1) !== at
      },
      from,
      { timeout: LAND_TIMEOUT_MS, polling: 16 },
    )
    .then(
      () => true,
      () => false,
    )
}

export async function swipe(
  page: Page,
  ledger: MediaLedger,
  from: number,
  direction: Direction,
): Promise<SwipeRecord> {
  const ignoredGesturesMs: number[] = []
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const furthest = ledger.furthest
    // Set before the slide can change, so the media requests the landing triggers are measured
    // against it.
    const reach = () => (ledger.furthest = Math.max(furthest, from + direction))
    if (!(await flick(page, from, direction, reach))) {
      ledger.furthest = furthest
      const ignored = await page.evaluate(() => window.__feedBench?.touchEnds.at(-1)?.gestureMs)
      ignoredGesturesMs.push(ignored ?? Number.NaN)
      continue
    }
    const state = await page.evaluate(readFeedState)
    ledger.furthest = Math.max(furthest, state.active)
    const touch = await page.evaluate(() => window.__feedBench?.touchEnds.at(-1))
    if (!touch) throw new Error('The recorder saw no touchend')
    const settled = await settle(page, state.active, touch.t)
    return {
      from,
      to: state.active,
      direction,
      touchEnd: touch.t,
      gestureMs: touch.gestureMs,
      hasVideo: state.hasVideo,
      readyAtTouchEnd: touch.ready[state.active] ?? -1,
      ignoredGesturesMs,
      settled,
    }
  }
  throw new Error(`${MAX_ATTEMPTS} swipes from item ${from} did not move the feed`)
}
