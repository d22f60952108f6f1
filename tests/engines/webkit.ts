// WebKit: Debian's WebKitGTK (Safari's engine, not Safari). WebKitWebDriver drives the
// MiniBrowser the library package installs, over classic W3C WebDriver through webdriverio,
// connected to a driver started here (nothing downloaded). MiniBrowser has no headless mode: the
// driver and its browsers run in a virtual display (xvfb-run). Each page is its own session,
// which starts with empty storage and no worker.
// What WebKitGTK cannot be given here, and how the journeys get by (each page's `notes`):
// - touch events: a touch-typed pointer drag, which Swiper follows through pointer events;
// - WebDriver BiDi, hence no console or error log: uncaught errors are read from the page's own
//   record (engine-errors.ts);
// - a window under 447 px wide.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { remote } from 'webdriverio'
import { storageKeys } from '../../src/lib/storage'
import type { Engine, EnginePage } from './engine'
import { readRecordedErrors } from './engine-errors'
import { waitFor } from './find'

const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const WINDOW = { width: 447, height: 953 }

// WebKitGTK's own capability is not in webdriverio's types.
const WEBKIT_CAPABILITIES = {
  browserName: 'MiniBrowser',
  // Without it webdriverio asks for a BiDi session, which this driver refuses.
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
} as WebdriverIO.Capabilities
const SWIPE_STEPS = 6

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port was given')),
      )
    })
  })
}

async function startDriver(): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort()
  const driver = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`],
    { stdio: 'ignore', detached: true },
  )
  await waitFor(
    'WebKitWebDriver to answer',
    () =>
      fetch(`http://127.0.0.1:${port}/status`).then(
        (response) => response.ok,
        () => false,
      ),
    Boolean,
    20_000,
  )
  return { port, process: driver }
}

const SESSION_ATTEMPTS = 3

export async function launchWebKit(): Promise<Engine> {
  let driver = await startDriver()
  const stopDriver = () => {
    // The whole group: xvfb-run, its display, the driver and any browser left.
    if (driver.process.pid) process.kill(-driver.process.pid, 'SIGTERM')
  }
  // A MiniBrowser sometimes hangs at start and its session never answers: the driver is then
  // started afresh and the session asked for again.
  const startSession = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await remote({
          hostname: '127.0.0.1',
          port: driver.port,
          path: '/',
          logLevel: 'silent',
          connectionRetryTimeout: 15_000,
          connectionRetryCount: 0,
          capabilities: WEBKIT_CAPABILITIES,
        })
      } catch (error) {
        if (attempt === SESSION_ATTEMPTS) throw error
        console.warn(`  webkit: no session (${String(error)}); the driver starts again`)
        stopDriver()
        driver = await startDriver()
      }
    }
  }
  return {
    name: 'webkit',
    async newPage(origin) {
      const browser = await startSession()
      await browser.setWindowSize(WINDOW.width, WINDOW.height)
      // The age gate is passed before the app first starts on this origin.
      await browser.url(new URL('/api/v1/settings', origin).href)
      await browser.execute((key) => window.localStorage.setItem(key, 'true'), storageKeys.is18)
      const notes = new Set<string>()
      const page: EnginePage = {
        engine: 'webkit',
        notes,
        goto: async (path) => void (await browser.url(new URL(path, origin).href)),
        reload: () => browser.refresh(),
        evaluate: (fn, ...args) =>
          (browser.execute.bind(browser) as (f: unknown, ...a: unknown[]) => Promise<never>)(
            fn,
            ...args,
          ),
        click: async (selector) => void (await browser.$(selector).click()),
        // Element Send Keys: single keys sent one by one could lose one.
        type: async (selector, text) => void (await browser.$(selector).setValue(text)),
        press: (key) => browser.keys([key]),
        swipe: async (from, to) => {
          notes.add('no touch events in WebKitGTK: swiped with a touch-typed pointer drag')
          const moves = Array.from({ length: SWIPE_STEPS }, (_, n) => ({
            type: 'pointerMove' as const,
            duration: 20,
            x: Math.round(from.x + ((to.x - from.x) * (n + 1)) / SWIPE_STEPS),
            y: Math.round(from.y + ((to.y - from.y) * (n + 1)) / SWIPE_STEPS),
          }))
          await browser.performActions([
            {
              type: 'pointer',
              id: 'finger',
              parameters: { pointerType: 'touch' },
              actions: [
                { type: 'pointerMove', duration: 0, x: from.x, y: from.y },
                { type: 'pointerDown', button: 0 },
                ...moves,
                { type: 'pointerUp', button: 0 },
              ],
            },
          ])
          await browser.releaseActions()
        },
        setFile: async (selector, path) => void (await browser.$(selector).setValue(path)),
        screenshot: async (path) => void (await browser.saveScreenshot(path)),
        pageErrors: () => readRecordedErrors(page),
        close: () => browser.deleteSession(),
      }
      return page
    },
    close() {
      stopDriver()
      return Promise.resolve()
    },
  }
}
