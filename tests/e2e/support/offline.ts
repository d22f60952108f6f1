// A page reloaded without network, as a phone without network shows it. Chromium's offline
// emulation (`context.setOffline`) cuts a reloaded document's network, but when a service worker
// answers the reload that document's `navigator.onLine` still says true and it gets no `online`
// event when the network returns (Chromium 150); a phone without network says false. These
// helpers make the reloaded page say what the emulation does.
import type { BrowserContext, Page } from '@playwright/test'

const FLAG = 'offline-by-test'

/** Cuts the network and reloads `page`, which then says it is offline. */
export async function reloadOffline(context: BrowserContext, page: Page): Promise<void> {
  await page.addInitScript((flag) => {
    if (window.sessionStorage.getItem(flag) !== '1') return
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
  }, FLAG)
  await page.evaluate((flag) => window.sessionStorage.setItem(flag, '1'), FLAG)
  await context.setOffline(true)
  await page.reload()
}

/** Gives the network back to a page `reloadOffline` reloaded, with the `online` event it sees. */
export async function backOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false)
  await page.evaluate((flag) => {
    window.sessionStorage.removeItem(flag)
    Reflect.deleteProperty(navigator, 'onLine')
    window.dispatchEvent(new Event('online'))
  }, FLAG)
}
