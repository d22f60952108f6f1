// A call whose answer waits until the journey lets it go: the page sends it, the mock has not
// seen it yet, so the journey can look at the loading or disabled state for as long as it needs
// and then release it, instead of asking the mock to answer late and hoping to look in time.
import type { BrowserContext, Page, Request, Route } from '@playwright/test'

/** Every API call gives up after this long without an answer (docs/api.md). */
export const API_TIMEOUT_MS = 30_000

/** The time on the page's clock (Playwright's fake clock, once `page.clock` is installed). */
export const pageTime = (page: Page) => page.evaluate(() => Date.now())

/**
 * Runs the page's installed clock on to `time`, a time of that clock, firing the app's timers due
 * by then: a call sent at `sent` is still waited for at `sent + API_TIMEOUT_MS - 1_000`.
 */
export async function runClockTo(page: Page, time: number): Promise<void> {
  const now = await pageTime(page)
  if (time > now) await page.clock.runFor(time - now)
}

export interface HeldCalls {
  /** Resolves with the first held call once the page has sent it. */
  readonly sent: Promise<Request>
  /**
   * The time on the page's clock when the page called `fetch` for the first held call, as the
   * page read it then (an init script records it): the moment the app's time-out starts from. A
   * time read once `sent` resolves is later by the round trips in between, over a second on a
   * loaded machine.
   */
  sentAt(): Promise<number>
  /** Every call held so far, in the order the page sent them. */
  readonly calls: readonly Request[]
  /** Lets the held calls go on to the server, and every later one with them. */
  release(): void
}

/**
 * Holds the next `times` (default: every) calls to `/api/v1{path}` (the query ignored; `method`
 * when given) that `page` sends, or any page of a browser context. Released calls go on to the
 * routes set before this one, then to the server.
 */
export async function holdCalls(
  page: Page | BrowserContext,
  path: string,
  { method, times = Infinity }: { method?: string; times?: number } = {},
): Promise<HeldCalls> {
  const calls: Request[] = []
  let released = false
  let letGo: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    letGo = resolve
  })
  let firstSent: (request: Request) => void = () => {}
  const sent = new Promise<Request>((resolve) => {
    firstSent = resolve
  })

  const matches = (url: URL) => url.pathname === `/api/v1${path}`
  const handler = async (route: Route) => {
    const request = route.request()
    if (released || calls.length >= times || (method && request.method() !== method)) {
      return route.fallback()
    }
    calls.push(request)
    firstSent(request)
    await gate
    // The page may have given up on the call meanwhile (a time-out, a page closed).
    await route.fallback().catch(() => {})
  }
  await page.route(matches, handler)
  await page.addInitScript((pathname) => {
    const times: number[] = []
    const own = window as unknown as { heldCallTimes?: Record<string, number[]> }
    own.heldCallTimes = { ...own.heldCallTimes, [pathname]: times }
    const send = window.fetch
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href)
      if (url.pathname === pathname) times.push(Date.now())
      return send(input, init)
    }
  }, `/api/v1${path}`)

  return {
    sent,
    calls,
    async sentAt() {
      await sent
      const pages = 'pages' in page ? page.pages() : [page]
      for (const each of pages) {
        const at = await each.evaluate(
          (pathname) =>
            (window as unknown as { heldCallTimes?: Record<string, number[]> }).heldCallTimes?.[
              pathname
            ]?.[0],
          `/api/v1${path}`,
        )
        if (at !== undefined) return at
      }
      throw new Error(`No page recorded when it sent /api/v1${path}`)
    },
    // The route stays, letting every call go on (support/routes.ts says why).
    release() {
      released = true
      letGo()
    },
  }
}
