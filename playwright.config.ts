import os from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium'
import { BROWSER_UI_FEATURES, launchOptionsWithFeaturesOff } from './tests/chromium-features'

// Browser journeys run in Debian's Chromium (never a downloaded browser) against the preview
// build, built once (tests/preview-build.ts), served with the mock API on one origin by each
// worker for itself (tests/e2e/support/test.ts). E2E_WORKERS sets how many run side by side; by
// default one per core: a journey spends much of its time waiting (a response, an animation, a
// media event), and one worker left a two-core machine about 40 % idle (docs/testing.md).
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? os.availableParallelism()),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A journey crosses several screens with an axe check on each: up to ~30 s on a loaded
  // two-core machine. A hang still fails, after a minute.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    // Locally, a failed journey keeps its trace (actions, DOM snapshots, network, console), without
    // screenshots: the screencast behind them cost about a third of the stage's time. CI keeps
    // only the run's log (the error and its call log are printed there), never test-results/,
    // so it records no trace: that saved another tenth of the stage.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    // Without desktop Chromium's own omnibox pages, which each new window loads beside the page
    // (docs/testing.md, "Chromium's own pages").
    launchOptions: await launchOptionsWithFeaturesOff(chromiumLaunchOptions, BROWSER_UI_FEATURES),
    // The build registers a service worker; its fetches would bypass `page.route`. Journeys about
    // the worker itself opt in (tests/e2e/offline-shell.spec.ts).
    serviceWorkers: 'block',
  },
})
