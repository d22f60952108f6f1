// Journeys about the service worker wait for its first install before they go on.
import { expect, type Page } from '@playwright/test'

/**
 * How long the worker's first install may take: it precaches every file of the build. With two
 * journeys at once on a two-core machine held to 0.7 of a CPU, it took 3.8 to 7.5 s, past the 7 s
 * an expectation waits for the page to react (docs/testing.md, "Stage times").
 */
const INSTALL_TIMEOUT_MS = 30_000

/** The worker has installed (the app says the content is cached) and controls `page`. */
export async function untilWorkerControls(page: Page): Promise<void> {
  await expect(page.getByText('Content is cached for offline use.')).toBeVisible({
    timeout: INSTALL_TIMEOUT_MS,
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
}
