// Home as the feed benchmark opens it: a Pixel 7 with the CPU slowed 4× (a mid-range phone, as
// Lighthouse's mobile preset assumes) on a fast link, the page recorder installed, the age already
// confirmed.
import {
  devices,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test'
import { storageKeys } from '../../src/lib/storage'
import { installRecorder } from './feed-in-page'

export const CPU_SLOWDOWN = 4
/** The link navigator.connection reports: loopback, as fast as Chromium tells any link to be. */
const LINK = { mbps: 10, rttMs: 5 }

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
  // navigator.connection as a phone's browser reports a good link, its figures capped as
  // Chromium caps them. Left alone it reports Chromium's own guess, which no loopback traffic
  // ever corrects: 1.45 or 1.55 Mbit/s from one run to the next, on either side of where the
  // feed's data saver starts (1.5, lib/bandwidth.ts), which then holds the next video at its first
  // frame. DevTools' network overrides (Network.overrideNetworkState, emulateNetworkConditions) do
  // not reach it in this Chromium, so the page's NetworkInformation says it.
  // A script of text: a function would be sent with the name helpers tsx adds, unknown in the page.
  const report = { downlink: LINK.mbps, rtt: LINK.rttMs, effectiveType: '4g', saveData: false }
  await context.addInitScript({
    content: `for (const [name, value] of Object.entries(${JSON.stringify(report)}))
      Object.defineProperty(NetworkInformation.prototype, name, { configurable: true, get: () => value })`,
  })
  if (token) {
    await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: storageKeys.accessToken,
      value: token,
    })
  }
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const feed = { page, context, cdp, close: () => context.close() }
  await beforeLoad?.(feed)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(url)
  return feed
}
