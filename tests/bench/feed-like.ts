// The feed benchmark's Like figure: a signed-in viewer taps Like (and again, to undo) on the
// video on screen, and Event Timing reports each tap's time to the next paint (the longest
// event of the interaction, as INP counts it), with the CPU slowed 4×. Beside it, the time to the
// frame that draws the button's new state: the next paint may come before the change does (a
// change drawn by a deferred render, a frame or more later), and the viewer waits for the change.
import type { Browser, Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { encryptDemoPassword } from '../e2e/support/session'
import { openFeed } from './feed-page'

const TAPS = 6
const TARGET_MS = 100

async function loginToken(url: string): Promise<string> {
  const form = new FormData()
  form.set('email', DEMO_ACCOUNTS.user.email)
  form.set('password', encryptDemoPassword(DEMO_PASSWORD))
  const response = await fetch(new URL('/api/v1/login', url), { method: 'POST', body: form })
  if (!response.ok) throw new Error(`The demo login failed: ${response.status}`)
  return ((await response.json()) as { accessToken: string }).accessToken
}

/** Keeps every Event Timing entry of an interaction, from now on. */
function observeInteractions(): void {
  const seen: { id: number; duration: number }[] = []
  Object.assign(window, { __interactions: seen })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (entry.interactionId) seen.push({ id: entry.interactionId, duration: entry.duration })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/** Before a tap: records, from its pointerdown, when the button's `aria-pressed` changes and
 * when the frame after it has painted (the frame's animation callback, then a task: what comes
 * after the paint). */
function watchDrawn(button: Element): void {
  const seen: { down?: number; drawn?: number } = {}
  Object.assign(window, { __drawn: seen })
  button.addEventListener('pointerdown', (event) => (seen.down = event.timeStamp), {
    capture: true,
    once: true,
  })
  new MutationObserver((_, observer) => {
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => (seen.drawn = performance.now())))
  }).observe(button, { attributes: true, attributeFilter: ['aria-pressed'] })
}

const drawnAfter = (page: Page) =>
  page
    .waitForFunction(() => {
      const { down, drawn } = (window as unknown as { __drawn: { down?: number; drawn?: number } })
        .__drawn
      return down !== undefined && drawn !== undefined && drawn - down
    })
    .then(async (handle) => Math.round((await handle.jsonValue()) as number))

export interface LikeTimes {
  /** Each tap's time to the next paint, ms (Event Timing rounds to 8 ms). */
  nextPaint: number[]
  /** Each tap's time to the frame that draws the change, ms. */
  drawn: number[]
}

const interactions = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __interactions: { id: number; duration: number }[] }).__interactions,
  )

export async function measureLike(browser: Browser, url: string): Promise<LikeTimes> {
  const { page, close } = await openFeed(browser, url, { token: await loginToken(url) })
  try {
    await page.locator('.swiper-initialized').waitFor()
    const like = page
      .locator('article[aria-roledescription="slide"]:not([inert])')
      .getByRole('button', { name: 'Like', exact: true })
    await page.evaluate(observeInteractions)
    const durations: number[] = []
    const drawn: number[] = []
    for (let tap = 1; tap <= TAPS; tap += 1) {
      const pressed = await like.getAttribute('aria-pressed')
      const before = (await interactions(page)).length
      await like.evaluate(watchDrawn)
      await like.tap()
      drawn.push(await drawnAfter(page))
      await page.waitForFunction(([button, was]) => button?.getAttribute('aria-pressed') !== was, [
        await like.elementHandle(),
        pressed,
      ] as const)
      // An interaction under 16 ms is not reported at all: it counts as 16.
      const reported = await page
        .waitForFunction(
          (count) =>
            (window as unknown as { __interactions: unknown[] }).__interactions.length > count,
          before,
          { timeout: 2_000 },
        )
        .then(
          () => true,
          () => false,
        )
      // Let the call settle before the next tap (a tap while it runs is ignored).
      await page.waitForFunction(
        (button) => button?.getAttribute('aria-busy') !== 'true',
        await like.elementHandle(),
      )
      const entries = (await interactions(page)).slice(before)
      const byInteraction = new Map<number, number>()
      for (const { id, duration } of entries) {
        byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration))
      }
      durations.push(reported ? Math.max(...byInteraction.values()) : 16)
    }
    return { nextPaint: durations, drawn }
  } finally {
    await close()
  }
}

const spread = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    worst: sorted.at(-1) ?? 0,
  }
}

export function likeReport({ nextPaint, drawn }: LikeTimes): string[] {
  const paint = spread(nextPaint)
  const change = spread(drawn)
  return [
    `9. Like, tap → next paint (Event Timing), ${nextPaint.length} taps: median ${paint.median} ms, longest ${paint.worst} ms (${nextPaint.join(', ')})`,
    `   tap → the frame that draws the button's new state: median ${change.median} ms, longest ${change.worst} ms (${drawn.join(', ')})`,
    `   target: both ≤ ${TARGET_MS} ms ${Math.max(paint.worst, change.worst) <= TARGET_MS ? 'PASS' : 'MISS'}`,
  ]
}
