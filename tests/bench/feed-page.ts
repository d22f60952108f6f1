// Home as the feed benchmark opens it: a Pixel 7 with the CPU slowed 4× (a mid-range phone, as
// Lighthouse's mobile preset assumes), the page recorder installed, the age already confirmed.
import {
  devices,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test'
import { installRecorder } from './feed-in-page'

export const CPU_SLOWDOWN = 4

export interface FeedPage {
  page: Page
  context: BrowserContext
  cdp: CDPSession
  close: () => Promise<void>
}

/** `token`: a session to start with (localStorage, before the app's scripts). */
export async function openFeed(
  browser: Browser,
  url: string,
  { token, beforeLoad }: { token?: string; beforeLoad?: (feed: FeedPage) => Promise<void> } = {},
): Promise<FeedPage> {
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  await context.addInitScript(installRecorder)
  if (token) {
    await context.addInitScript((value) => window.localStorage.setItem('accessToken', value), token)
  }
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const feed = { page, context, cdp, close: () => context.close() }
  await beforeLoad?.(feed)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(url)
  return feed
}
