// Debian's Chromium for Lighthouse, which drives a browser through a DevTools port (never a
// downloaded one): a fresh profile, in which the visitor has already passed the age gate (a
// returning visitor: the modal does not cover the page being measured) unless the run measures a
// first visit, and signed in when the page needs a session.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { launch, Launcher } from 'chrome-launcher'
import { startMockApi } from '../../mock-api/server/mock-api-server'
import type { DemoAccount } from '../../mock-api/seed/demo-accounts'
import { chromiumLaunchOptions } from '../chromium'
import { BROWSER_UI_FEATURES } from '../chromium-features'
import { loginToken } from '../e2e/support/session'
import { previewBuild } from '../preview-build'
import { storageKeys } from '../../src/lib/storage'

export interface DebuggableChromium {
  port: number
  close: () => Promise<void>
}

/** Who opens the page: a returning visitor (the age gate answered) unless `firstVisit`. */
export interface Visitor {
  account?: DemoAccount
  firstVisit?: boolean
}

/**
 * Writes localStorage.is18 for `origin` into `profile` through Playwright (not on a first visit),
 * and the token of `account` when the page is measured signed in. The page it opens is answered by
 * Playwright itself, so no app file lands in the cache Lighthouse starts with.
 */
async function prepareProfile(profile: string, origin: string, { account, firstVisit }: Visitor) {
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL: origin,
  })
  try {
    const token = account ? await loginToken(context.request, account) : null
    const page = await context.newPage()
    const blank = `${origin}/__bench-blank`
    await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '' }))
    await page.goto(blank)
    await page.evaluate(
      ({ accessToken, is18, keys }) => {
        if (is18) window.localStorage.setItem(keys.is18, 'true')
        if (accessToken) window.localStorage.setItem(keys.accessToken, accessToken)
      },
      { accessToken: token, is18: !firstVisit, keys: storageKeys },
    )
  } finally {
    // Closing the browser flushes the profile's localStorage to disk.
    await context.close()
  }
}

/**
 * chrome-launcher's flags for measuring, with Chromium's own pages (BROWSER_UI_FEATURES) added to
 * the features it turns off itself.
 */
function measuringFlags(): string[] {
  // Chromium reads only the last --disable-features, so the lists are merged into one.
  return Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? [flag, ...BROWSER_UI_FEATURES].join(',') : flag,
  )
}

/**
 * Where the browser's fresh profile goes: in memory (Linux's /dev/shm) where there is one. Chromium
 * writes a new profile while the page loads; on a virtual machine's shared disk those writes
 * stalled it, and interleaved runs took 100 ms more blocking time with the profile on disk.
 */
const PROFILE_PARENT = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir()

export async function launchForLighthouse(
  origin: string,
  visitor: Visitor,
): Promise<DebuggableChromium> {
  const profile = await mkdtemp(path.join(PROFILE_PARENT, 'lighthouse-profile-'))
  try {
    await prepareProfile(profile, origin, visitor)
    // chrome-launcher's flags for measuring (no background throttling or networking) and a free
    // DevTools port.
    const browser = await launch({
      chromePath: chromiumLaunchOptions.executablePath,
      ignoreDefaultFlags: true,
      chromeFlags: [...measuringFlags(), ...chromiumLaunchOptions.args],
      userDataDir: profile,
      handleSIGINT: false,
    })
    return {
      port: browser.port,
      close: async () => {
        const { process: child } = browser
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve))
          browser.kill()
          await exited
        }
        await rm(profile, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await rm(profile, { recursive: true, force: true })
    throw error
  }
}

/** Runs `use` with a fresh Chromium for Lighthouse, prepared for `visitor`, closed after. */
export async function withChromium<T>(
  origin: string,
  visitor: Visitor,
  use: (port: number) => Promise<T>,
): Promise<T> {
  const chromium = await launchForLighthouse(origin, visitor)
  try {
    return await use(chromium.port)
  } finally {
    await chromium.close()
  }
}

/**
 * The production build served with the mock API: `use` gets the app's origin; the server is
 * closed after it, whatever happens.
 */
export async function onProductionPreview<T>(use: (origin: string) => Promise<T>): Promise<T> {
  const dist = await previewBuild()
  const server = await startMockApi({ port: 0, kycPort: 0, staticDir: dist })
  try {
    return await use(server.url)
  } finally {
    await server.close()
  }
}
