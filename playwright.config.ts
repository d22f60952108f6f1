import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium'

// Browser journeys run in Debian's Chromium (never a downloaded browser) against the production
// build served together with the mock API on one origin (`npm run preview`).
const PORT = Number(process.env.E2E_PORT ?? 4173)
const KYC_PORT = Number(process.env.E2E_KYC_PORT ?? 4174)
const baseURL = `http://127.0.0.1:${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    ...devices['Pixel 7'],
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The build registers a service worker; its fetches would bypass `page.route`. Journeys about
    // the worker itself opt in (tests/e2e/offline-shell.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'npm run preview',
    url: `${baseURL}/api/v1/settings`,
    env: { PORT: String(PORT), KYC_PORT: String(KYC_PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
