// Takes the web app manifest's screenshots (public/screenshots/*.jpg): Home with the demo data,
// as a phone (narrow) and as a desktop window (wide), which Chromium's richer install dialog
// shows. Run against a running `npm run preview` (APP_URL, default its port 4173):
//   node --import tsx scripts/manifest-screenshots.ts
// JPEG keeps the pair small; the sizes here are the ones public/manifest.webmanifest declares.
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/chromium'

const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:4173'

const shots = [
  // 1080x1920 once scaled.
  { file: 'home-narrow.jpg', viewport: { width: 360, height: 640 }, scale: 3, mobile: true },
  { file: 'home-wide.jpg', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false },
]

const browser = await chromium.launch(chromiumLaunchOptions)
for (const { file, viewport, scale, mobile } of shots) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: scale,
    isMobile: mobile,
    hasTouch: mobile,
  })
  const page = await context.newPage()
  // Adult already confirmed: the age gate would cover the feed.
  await page.addInitScript(() => window.localStorage.setItem('is18', 'true'))
  await page.goto(appUrl)
  await page.locator('article[aria-roledescription="slide"]:not([inert])').waitFor()
  // The slide on screen drawn: its poster loaded, its video (if open) showing a frame, paused.
  await page.waitForFunction(() => {
    const slide = document.querySelector('article[aria-roledescription="slide"]:not([inert])')
    if (!slide) return false
    const images = [...slide.querySelectorAll('img')].every((image) => image.complete)
    const videos = [...slide.querySelectorAll('video')].every((video) => video.readyState >= 2)
    if (images && videos) slide.querySelectorAll('video').forEach((video) => video.pause())
    return images && videos
  })
  await page.screenshot({ path: `public/screenshots/${file}`, type: 'jpeg', quality: 70 })
  await context.close()
}
await browser.close()
