// `npm run screenshots`: phone-sized pictures of the product for the README (docs/screenshots),
// taken from the production build served with the mock API and its demo data, in Debian's
// Chromium. Regenerate them with this script; never edit them by hand.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { chromium, devices, expect, type Browser, type Page } from '@playwright/test'
import { startMockApi } from '../mock-api/server/mock-api-server'
import type { DemoAccount } from '../mock-api/seed/demo-accounts'
import { chromiumLaunchOptions } from '../tests/chromium'
import { previewBuild } from '../tests/preview-build'
import { activeSlide, expectActive } from '../tests/e2e/support/feed'
import { signIn, skipAgeGate } from '../tests/e2e/support/session'
import { fillUpload, openUpload, throttleUploads, uploadForm } from '../tests/e2e/support/studio'

const OUT = path.resolve(import.meta.dirname, '../docs/screenshots')

/** A phone's screen at one device pixel per CSS pixel, so the PNGs stay small. */
const PHONE = { ...devices['Pixel 7'], deviceScaleFactor: 1 }

async function newPage(browser: Browser, origin: string, account?: DemoAccount): Promise<Page> {
  // No service worker: its 'cached for offline use' toast would cover the first picture.
  const context = await browser.newContext({ ...PHONE, baseURL: origin, serviceWorkers: 'block' })
  const page = await context.newPage()
  await skipAgeGate(page)
  if (account) await signIn(page, account)
  return page
}

async function shoot(page: Page, name: string): Promise<void> {
  // No blinking caret or running transition in the picture.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.screenshot({ path: path.join(OUT, `${name}.png`), animations: 'disabled' })
  console.log(`  docs/screenshots/${name}.png`)
}

const shots: Record<string, (page: Page) => Promise<void>> = {
  async home(page) {
    await page.goto('/')
    await expectActive(page, 0)
  },
  async 'buy-pass'(page) {
    // user@demo.test: the third video is the first they have not bought.
    await page.goto('/')
    await expectActive(page, 0)
    for (const index of [1, 2]) {
      await page.keyboard.press('ArrowDown')
      await expectActive(page, index)
    }
    await activeSlide(page).getByRole('button', { name: 'Open With 10 Points' }).click()
    await expect(page.getByRole('dialog', { name: 'Confirm pay-per-view purchase' })).toBeVisible()
  },
  async wallet(page) {
    await page.goto('/wallet')
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  },
  async profile(page) {
    await page.goto('/profile/demo_creator')
    const videos = page.getByRole('tabpanel', { name: 'Videos' })
    await expect(videos.getByRole('listitem').first()).toBeVisible()
  },
  async upload(page) {
    await openUpload(page)
    await fillUpload(page, { clip: 1, title: 'Sunset run', description: 'Golden hour by the sea.' })
    await throttleUploads(page, 48_000)
    await uploadForm(page).submit.click()
    const warning = page.getByRole('dialog')
    await warning.getByRole('button', { name: 'Ok' }).click()
    await expect(warning).toBeHidden()
    await expect
      .poll(() => uploadForm(page).progress.evaluate((bar: HTMLProgressElement) => bar.value), {
        timeout: 15_000,
      })
      .toBeGreaterThan(20)
  },
  async moderation(page) {
    await page.goto('/admin-panel/moderation')
    await expect(page.getByRole('heading', { level: 1, name: 'Video Moderation' })).toBeVisible()
    await expect(
      page.getByRole('listitem').getByRole('heading', { level: 2 }).first(),
    ).toBeVisible()
  },
}

const accounts: Record<string, DemoAccount | undefined> = {
  'buy-pass': 'user',
  wallet: 'user',
  upload: 'creator',
  moderation: 'admin',
}

async function main() {
  await mkdir(OUT, { recursive: true })
  // The demo configuration's rate (.env.example), so the wallet shows its dollar estimate.
  process.env.VITE_POINTS_USD_RATE ??= '0.01'
  const dist = await previewBuild()
  const server = await startMockApi({ port: 0, kycPort: 0, staticDir: dist })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    console.log('Screenshots (412×915):')
    for (const [name, take] of Object.entries(shots)) {
      const page = await newPage(browser, server.url, accounts[name])
      await take(page)
      await shoot(page, name)
      // An upload still under way is stopped as a user would, not cut off with the page.
      if (name === 'upload') await uploadForm(page).cancel.first().click()
      await page.context().close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

await main()
