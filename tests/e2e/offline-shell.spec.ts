// The service worker in the production build: the app starts offline after one visit, a new
// build is offered as an update and taken only on Reload, the localhost check removes a worker
// whose script is gone, and Home is installable.
import { chromium, devices, expect, test, type Page } from './support/test'
import { untilWorkerControls } from './support/service-worker'
import { chromiumLaunchOptions } from '../chromium'
import { expectAccessible } from './support/axe'
import {
  startDeployProxy,
  startSecondBuild,
  type DeployProxy,
  type SecondBuild,
} from './support/deploy-proxy'
import { resetMock, skipAgeGate } from './support/session'

// Every other journey blocks workers (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: 'allow' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

/** First visit: the worker installs, precaches the build and claims the page. */
async function visitUntilControlled(page: Page, origin = '') {
  await page.goto(`${origin}/`)
  await untilWorkerControls(page)
}

const registrationCount = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)

test('after one visit the shell and static pages start offline', async ({ page, context }) => {
  await visitUntilControlled(page)
  await expectAccessible(page, 'Home with the first-install toast')

  await context.setOffline(true)
  const response = await page.reload()
  expect(response?.fromServiceWorker()).toBe(true)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Wallet', 'Account'])
  await expect(nav.locator(':scope > *')).toHaveCount(5)

  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expectAccessible(page, 'Privacy Policy offline')
})

// The browser's update check cannot be routed: the second deploy is a second build, served by
// its own server behind a proxy that switches to it (support/deploy-proxy.ts).
const withDeploys = test.extend<{ deployProxy: DeployProxy; secondBuild: SecondBuild }>({
  deployProxy: async ({ baseURL }, use) => {
    const proxy = await startDeployProxy(baseURL ?? '')
    await use(proxy)
    await proxy.close()
  },
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  secondBuild: async ({}, use) => {
    const second = await startSecondBuild()
    await use(second)
    await second.close()
  },
})

const entryOfPage = (page: Page) =>
  page.evaluate(
    () => new URL(document.querySelector<HTMLScriptElement>('script[type="module"]')!.src).pathname,
  )

withDeploys(
  'a new deploy is offered as an update and Reload moves to it',
  async ({ page, deployProxy, secondBuild }) => {
    test.setTimeout(60_000)
    await visitUntilControlled(page, deployProxy.url)
    const firstEntry = await entryOfPage(page)
    expect(firstEntry).not.toBe(secondBuild.entry)

    deployProxy.deploy(secondBuild.url)
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })

    const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' })
    await expect(prompt).toBeVisible()
    await expectAccessible(page, 'the update prompt')
    // It waits for consent: the first deploy still controls the page, which still runs it.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return !!registration?.waiting && navigator.serviceWorker.controller === registration.active
      }),
    ).toBe(true)
    expect(await entryOfPage(page)).toBe(firstEntry)

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ])
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
    expect(await entryOfPage(page)).toBe(secondBuild.entry)
    await expect(page.getByText('A new version is available')).toBeHidden()
  },
)

test('on localhost a worker whose script answers 404 is unregistered', async ({ page }) => {
  await visitUntilControlled(page)
  expect(await registrationCount(page)).toBe(1)

  await page.route('**/service-worker.js', (route) =>
    route.fulfill({ status: 404, json: { message: 'Not found' } }),
  )
  let loads = 0
  page.on('load', () => loads++)
  await page.reload()
  // The app unregisters the worker and reloads once more.
  await expect.poll(() => loads).toBe(2)
  expect(await registrationCount(page)).toBe(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
})

// Chromium never calls an incognito window installable, and every test context is one: this
// check gets a profile on disk.
test('Home is installable', async ({ baseURL }, testInfo) => {
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...devices['Pixel 7'],
    ...chromiumLaunchOptions,
    baseURL,
    serviceWorkers: 'allow',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await skipAgeGate(page)
    await visitUntilControlled(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    const manifest = await cdp.send('Page.getAppManifest')
    console.info(
      `Installability of Home: ${installabilityErrors.length} errors ${JSON.stringify(installabilityErrors)}; ` +
        `manifest ${manifest.url} with ${manifest.errors.length} errors ${JSON.stringify(manifest.errors)}`,
    )
    expect(installabilityErrors).toEqual([])
    expect(manifest.errors).toEqual([])
  } finally {
    await context.close()
  }
})
