// Debian's Chromium for Lighthouse, which drives a browser through a DevTools port (never a
// downloaded one): a fresh profile in which the visitor has already passed the age gate, so the
// modal does not cover the Home being measured.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import { startMockApi } from '../../mock-api/server/mock-api-server'
import { chromiumLaunchOptions } from '../chromium'
import { buildProduction } from './production-build'

export interface DebuggableChromium {
  port: number
  close: () => Promise<void>
}

/**
 * Writes localStorage.is18 for `origin` into `profile` through Playwright. The page it opens
 * is answered by Playwright itself, so no app file lands in the cache Lighthouse starts with.
 */
async function confirmAge(profile: string, origin: string): Promise<void> {
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions)
  try {
    const page = await context.newPage()
    const blank = `${origin}/__bench-blank`
    await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '' }))
    await page.goto(blank)
    await page.evaluate(() => window.localStorage.setItem('is18', 'true'))
  } finally {
    // Closing the browser flushes the profile's localStorage to disk.
    await context.close()
  }
}

export async function launchForLighthouse(origin: string): Promise<DebuggableChromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-profile-'))
  try {
    await confirmAge(profile, origin)
    // chrome-launcher adds its own flags for measuring (no background throttling or networking)
    // and a free DevTools port.
    const browser = await launch({
      chromePath: chromiumLaunchOptions.executablePath,
      chromeFlags: chromiumLaunchOptions.args,
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

/**
 * The production build served with the mock API and a Chromium for Lighthouse: `use` gets the
 * app's origin and the DevTools port; everything is closed after it, whatever happens.
 */
export async function onProductionPreview<T>(
  use: (origin: string, port: number) => Promise<T>,
): Promise<T> {
  const dist = await buildProduction()
  const server = await startMockApi({ port: 0, kycPort: 0, staticDir: dist })
  try {
    const chromium = await launchForLighthouse(server.url)
    try {
      return await use(server.url, chromium.port)
    } finally {
      await chromium.close()
    }
  } finally {
    await server.close()
  }
}
