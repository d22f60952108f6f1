// Firefox: Debian's firefox-esr over WebDriver BiDi, driven by puppeteer-core, which starts the
// binary itself (no geckodriver, nothing downloaded). Headless, with a phone-sized window and
// touch events on.
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import type { Engine, EnginePage } from './engine'
import { withoutAbortedLoads } from './firefox-aborted-loads'

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
export const PHONE = { width: 412, height: 915 }

function wrap(
  page: Page,
  origin: string,
  errors: string[],
  aborted: string[],
  close: () => Promise<void>,
): EnginePage {
  return {
    engine: 'firefox',
    notes: new Set(),
    goto: async (path) => void (await page.goto(new URL(path, origin).href)),
    reload: async () => void (await page.reload()),
    // Puppeteer's own typing of arguments (handles or values) is wider than EnginePage's JSON.
    evaluate: (fn, ...args) =>
      (page.evaluate.bind(page) as (f: unknown, ...a: unknown[]) => Promise<never>)(fn, ...args),
    click: (selector) => page.click(selector),
    type: async (selector, text) => {
      await page.click(selector)
      await page.keyboard.type(text)
    },
    press: (key) => page.keyboard.press(key),
    swipe: async (from, to) => {
      const steps = 6
      await page.touchscreen.touchStart(from.x, from.y)
      for (let n = 1; n <= steps; n += 1) {
        await page.touchscreen.touchMove(
          from.x + ((to.x - from.x) * n) / steps,
          from.y + ((to.y - from.y) * n) / steps,
        )
      }
      await page.touchscreen.touchEnd()
    },
    setFile: async (selector, path) => {
      const input = await page.$(selector)
      if (!input) throw new Error(`No file input ${selector}`)
      await (input as import('puppeteer-core').ElementHandle<HTMLInputElement>).uploadFile(path)
    },
    screenshot: async (path) => void (await page.screenshot({ path: path })),
    pageErrors: () => Promise.resolve(withoutAbortedLoads(errors, aborted)),
    close,
  }
}

export async function launchFirefox(): Promise<Engine> {
  let browser: Browser | null = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Videos start muted by themselves, as in a phone's browser.
    extraPrefsFirefox: { 'media.autoplay.default': 0 },
  })
  return {
    name: 'firefox',
    async newPage(origin) {
      if (!browser) throw new Error('Firefox is closed')
      // A fresh profile per journey: storage, workers and caches start empty.
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      // BiDi has no screen-orientation override: the size and touch still apply.
      await page.setViewport({ ...PHONE, hasTouch: true }).catch(() => {})
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(String(error)))
      const aborted: string[] = []
      page.on('requestfailed', (request) => {
        if (request.failure()?.errorText === 'NS_BINDING_ABORTED') aborted.push(request.url())
      })
      // It also runs in the tab's first about:blank, where Firefox 153 refuses storage with a
      // SecurityError that would count as the page's own.
      await page.evaluateOnNewDocument(() => {
        if (window.location.protocol.startsWith('http')) window.localStorage.setItem('is18', 'true')
      })
      return wrap(page, origin, errors, aborted, () => context.close())
    },
    async close() {
      await browser?.close()
      browser = null
    },
  }
}
