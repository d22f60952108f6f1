// The Web Share API as a test wants it: a share sheet that records what it was handed, one the user
// closes, one that fails, or none at all (desktop Chromium on Linux has none; the stub makes every
// run the same). The clipboard is the browser's own, read back with permission.
import type { BrowserContext, Page } from '@playwright/test'

export type ShareSheet = 'shares' | 'cancelled' | 'fails' | 'absent'

interface ShareStub {
  shareSheet: ShareSheet
  sharedData: ShareData[]
}

/** Before the app starts: `navigator.share` behaves as `sheet` says (changed by setShareSheet). */
export async function stubShareSheet(page: Page, sheet: ShareSheet): Promise<void> {
  await page.addInitScript((initial) => {
    const stub = window as unknown as ShareStub
    stub.shareSheet = initial
    stub.sharedData = []
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      get() {
        if (stub.shareSheet === 'absent') return undefined
        return (data: ShareData) => {
          stub.sharedData.push(data)
          if (stub.shareSheet === 'shares') return Promise.resolve()
          const name = stub.shareSheet === 'cancelled' ? 'AbortError' : 'NotAllowedError'
          return Promise.reject(new DOMException('Stubbed share sheet', name))
        }
      },
    })
  }, sheet)
}

export const setShareSheet = (page: Page, sheet: ShareSheet) =>
  page.evaluate((value) => {
    ;(window as unknown as ShareStub).shareSheet = value
  }, sheet)

/** Everything handed to the share sheet so far. */
export const sharedData = (page: Page) =>
  page.evaluate(() => (window as unknown as ShareStub).sharedData)

export const allowClipboard = (context: BrowserContext) =>
  context.grantPermissions(['clipboard-read', 'clipboard-write'])

export const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText())
