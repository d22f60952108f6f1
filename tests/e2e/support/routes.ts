// Routes that a journey lifts part-way stay registered until it ends, and only stop answering.
// Removing a page's last route (page.unroute, or a route's `times` running out) turns Chromium's
// request interception off, and a request the page sends while that is under way is dropped:
// never sent, never answered (docs/testing.md, "Routes in the journeys"). ESLint keeps `unroute`
// and a route's `times` out of the journeys.
import type { BrowserContext, Page, Request, Route } from '@playwright/test'

type RouteUrl = Parameters<Page['route']>[0]

export interface KeptRoute {
  /** From now on the route lets every request go on (to earlier routes, then the server). */
  lift(): void
}

/**
 * Routes the requests to `url` to `handler`, the first `times` of them (default: all) until
 * `lift`; any other goes on as if the route were not there.
 */
export async function keptRoute(
  page: Page | BrowserContext,
  url: RouteUrl,
  handler: (route: Route, request: Request) => Promise<void> | void,
  { times = Infinity }: { times?: number } = {},
): Promise<KeptRoute> {
  let lifted = false
  let handled = 0
  await page.route(url, (route, request) => {
    if (lifted || handled >= times) return route.fallback()
    handled += 1
    return handler(route, request)
  })
  return {
    lift() {
      lifted = true
    },
  }
}
