// The identity check never leaves an empty frame. A build without VITE_KYC_ORIGIN frames the
// provider's own page under its Content-Security-Policy (the provider is played by the mock's
// stand-in, served at the provider's origin by page.route); a widget origin the policy does not
// allow is said at once; a widget whose frame never answers is said after 15 s (the page's own
// timer, moved on with page.clock), and Try again shows it once it answers.
import {
  expect,
  test,
  type APIRequestContext,
  type ConsoleMessage,
  type Page,
} from './support/test'
import { expectAccessible } from './support/axe'
import { pagePolicy, watchPolicyViolations } from './support/content-security-policy'
import { pageTime } from './support/held-calls'
import { expectWidgetReady } from './support/kyc'
import { keptRoute } from './support/routes'
import { resetMock, signIn, skipAgeGate } from './support/session'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const SETTINGS = '**/api/v1/settings'
const isWidgetPage = (url: URL) => url.pathname === '/websdk/websdk.html'
const frame = (page: Page) => page.locator('iframe[title="Identity verification"]')
const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading...' })
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Identity check' })

/** Where the mock's widget stand-in runs: what its GET /settings reports. */
async function standInUrl(request: APIRequestContext): Promise<string> {
  const settings = (await (await request.get('/api/v1/settings')).json()) as {
    kycServiceUrl: string
  }
  return settings.kycServiceUrl
}

/** GET /settings answers as the mock does, but with `kycServiceUrl`. */
function answerKycServiceUrl(page: Page, kycServiceUrl: string) {
  return keptRoute(page, SETTINGS, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...body, kycServiceUrl } })
  })
}

/** The KYC token calls the page makes from now on. */
function recordTokenCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/kyc/access-token') calls.push(request.url())
  })
  return calls
}

function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

for (const provider of ['https://in.sumsub.com', 'https://api.sumsub.com']) {
  test(`a build without VITE_KYC_ORIGIN frames the provider's page at ${provider}`, async ({
    page,
    request,
  }) => {
    const violations = await watchPolicyViolations(page)
    await signIn(page, 'user')
    const standIn = await standInUrl(request)
    await answerKycServiceUrl(page, provider)
    // The provider's origin serves the stand-in: its page, its script and its calls.
    await page.route(`${provider}/**`, async (route) => {
      const { pathname, search } = new URL(route.request().url())
      await route.fulfill({
        response: await route.fetch({ url: `${standIn}${pathname}${search}` }),
      })
    })
    await page.goto('/kyc')

    expect((await pagePolicy(page))['frame-src']).toContain(provider)
    await expectWidgetReady(page)
    const widgetPage = new URL((await frame(page).getAttribute('src')) ?? '')
    expect(widgetPage.origin).toBe(provider)
    expect(isWidgetPage(widgetPage)).toBe(true)
    await expect(loading(page)).toHaveCount(0)
    await expectAccessible(page, "the identity check from the provider's origin")
    expect(violations).toEqual([])
  })
}

test('a widget origin the policy does not allow is said at once, and Try again checks afresh', async ({
  page,
}) => {
  await signIn(page, 'user')
  const errors = recordConsoleErrors(page)
  const tokenCalls = recordTokenCalls(page)
  const elsewhere = await answerKycServiceUrl(page, 'https://kyc.elsewhere.example/sdk')
  await page.goto('/kyc')

  await expect(heading(page)).toBeVisible()
  const failure = page.getByRole('alert')
  await expect(failure).toContainText('The identity check is not available right now.')
  // Said without waiting for a token or a frame that the browser would block.
  expect(tokenCalls).toEqual([])
  await expect(frame(page)).toHaveCount(0)
  expect(
    errors.filter(
      (text) =>
        text.includes('https://kyc.elsewhere.example') && text.includes('https://in.sumsub.com'),
    ),
  ).toHaveLength(1)
  await expectAccessible(page, 'the identity check not available')

  // The server's settings are right again: Try again reads them and shows the widget.
  elsewhere.lift()
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expectWidgetReady(page)
  await expect(failure).toHaveCount(0)
  expect(tokenCalls).toHaveLength(1)
  await expectAccessible(page, 'the identity check after Try again')
})

test('a widget that never answers is said after 15 s, and Try again shows it once it answers', async ({
  page,
}) => {
  // Three screens under axe, each a few seconds on a busy machine.
  test.setTimeout(45_000)
  // The time-out is the page's own setTimeout, which page.clock drives.
  await page.clock.install()
  await signIn(page, 'user')
  const tokenCalls = recordTokenCalls(page)
  // The provider is down: its page never arrives, so the frame never answers.
  const providerDown = await keptRoute(page, isWidgetPage, (route) =>
    route.abort('connectionrefused'),
  )
  await page.goto('/kyc')

  await expect(frame(page)).toBeAttached()
  // The page's timer runs from the widget's mount, before this moment.
  const mounted = await pageTime(page)
  await expect(loading(page)).toBeVisible()
  await expectAccessible(page, 'the identity check waiting for the widget')
  // Held still from here (axe needs a running clock, so it ran before; the pause lands a moment
  // ahead, as the clock cannot go back), 13 s after the mount give no failure yet, 16 s do.
  const paused = (await pageTime(page)) + 1000
  await page.clock.pauseAt(paused)
  await page.clock.runFor(13_000 - (paused - mounted))
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(loading(page)).toBeVisible()
  await page.clock.runFor(3_000)
  const failure = page.getByRole('alert')
  await expect(failure).toContainText('The identity check could not be loaded.')
  await expect(heading(page)).toBeVisible()
  await expect(frame(page)).toHaveCount(0)
  await page.clock.resume()
  await expectAccessible(page, 'the identity check that could not be loaded')

  // The provider is back: Try again mounts the widget afresh, with a fresh token.
  providerDown.lift()
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expectWidgetReady(page)
  expect(tokenCalls).toHaveLength(2)
  await page.clock.runFor(15_000)
  await expect(failure).toHaveCount(0)
  await expectWidgetReady(page)
  await expectAccessible(page, 'the identity check after Try again')
})
