// Which scripts a first visit to `/` fetches: the built app served with the mock API, opened
// in Chromium with phone emulation and a fresh profile, until the network is idle.
import path from 'node:path'
import { chromium, devices } from '@playwright/test'
import { startMockApi } from '../../mock-api/server/mock-api-server'
import { chromiumLaunchOptions } from '../chromium'

export async function loadedScripts(dist: string): Promise<string[]> {
  const server = await startMockApi({ port: 0, kycPort: 0, staticDir: dist })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] })
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const { pathname } = new URL(response.url())
      if (pathname.startsWith('/assets/')) scripts.add(path.posix.normalize(pathname.slice(1)))
    })
    await page.goto(server.url, { waitUntil: 'networkidle' })
    return [...scripts].sort()
  } finally {
    await browser.close()
    await server.close()
  }
}
