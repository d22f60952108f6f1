// The feed benchmark's Like figure: a signed-in viewer taps Like (and again, to undo) on the
// video on screen, and Event Timing reports each tap's time to the next paint (the longest
// event of the interaction, as INP counts it), with the CPU slowed 4×.
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

const interactions = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __interactions: { id: number; duration: number }[] }).__interactions,
  )

/** Each tap's time to the next paint, in ms (Event Timing rounds to 8 ms). */
export async function measureLike(browser: Browser, url: string): Promise<number[]> {
  const { page, close } = await openFeed(browser, url, { token: await loginToken(url) })
  try {
    await page.locator('.swiper-initialized').waitFor()
    const like = page
      .locator('article[aria-roledescription="slide"]:not([inert])')
      .getByRole('button', { name: 'Like', exact: true })
    await page.evaluate(observeInteractions)
    const durations: number[] = []
    for (let tap = 1; tap <= TAPS; tap += 1) {
      const pressed = await like.getAttribute('aria-pressed')
      const before = (await interactions(page)).length
      await like.tap()
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
    return durations
  } finally {
    await close()
  }
}

export function likeReport(durations: number[]): string[] {
  const sorted = [...durations].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  const worst = sorted.at(-1) ?? 0
  return [
    `9. Like, tap → next paint (Event Timing), ${durations.length} taps: median ${median} ms, longest ${worst} ms (${durations.join(', ')})`,
    `   target: ≤ ${TARGET_MS} ms ${worst <= TARGET_MS ? 'PASS' : 'MISS'}`,
  ]
}
