// One journey per kind of fault, each on a different data screen: the main call answers 500, a
// body that is not JSON, late (held until just before the app's time-out), or never leaves the
// browser. The screen shows loading while it waits, then says so with 'Try again' inside its own
// frame (heading and bottom navigation stay), throws nothing uncaught and shows no stack of
// toasts; 'Try again' loads the real content. Every screen under every fault, and the upload and
// purchase that fail, are src/app/screen-faults.test.tsx,
// src/features/studio/components/upload-failures.test.tsx and
// src/features/feed/components/purchase-failures.test.tsx; these journeys prove the wiring in a
// browser. The feed's 500, malformed and delayed pages are in feed-errors.spec.ts.
import { expect, test, type Locator, type Page } from './support/test'
import type { DemoAccount } from '../../mock-api/seed/demo-accounts'
import { recordAlerts } from './support/alerts'
import { expectAccessible } from './support/axe'
import type { StateName } from './support/axe-states'
import {
  breakCall,
  collectPageErrors,
  countCalls,
  faultNames,
  type FaultKind,
} from './support/faults'
import { feedRegion } from './support/feed'
import { API_TIMEOUT_MS, holdCalls, runClockTo } from './support/held-calls'
import { resetMock, skipAgeGate } from './support/session'
import { videoRows } from './support/studio'

let pageErrors: Error[] = []

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
  pageErrors = collectPageErrors(page)
})

test.afterEach(() => {
  expect(pageErrors.map((error) => error.message)).toEqual([])
})

interface DataScreen {
  name: string
  /** How axe names the screen at rest (support/axe-states.ts). */
  state: StateName
  account?: DemoAccount
  url: string
  /** The pathname of the screen's main call. */
  api: string
  /** The screen's h1, which stays through loading and failure. */
  heading?: { name: string; visible: boolean }
  loading: (page: Page) => Locator
  /** The message of the failure that holds 'Try again'. */
  failure: string
  content: (page: Page) => Locator
  faults: readonly FaultKind[]
}

const status = (name: string) => (page: Page) => page.getByRole('status', { name, exact: true })
const failureOf = (page: Page, screen: DataScreen) =>
  page.getByRole('alert').filter({ hasText: screen.failure })

const screens: readonly DataScreen[] = [
  {
    name: 'Home feed',
    state: 'Home, visitor',
    url: '/',
    api: '/api/v1/items',
    heading: { name: 'Home', visible: false },
    loading: status('Loading videos'),
    failure: 'The videos could not be loaded.',
    content: feedRegion,
    faults: ['offline'],
  },
  {
    name: 'Wallet',
    state: 'Wallet, user',
    account: 'user',
    url: '/wallet',
    api: '/api/v1/wallet',
    heading: { name: 'Wallet', visible: true },
    loading: status('Loading transactions'),
    failure: 'The wallet could not be loaded.',
    content: (page) =>
      page.getByRole('region', { name: 'Transactions' }).getByRole('listitem').first(),
    faults: ['500'],
  },
  {
    name: 'My Videos',
    state: 'My Videos, creator',
    account: 'creator',
    url: '/profile/videos',
    api: '/api/v1/creator-items',
    heading: { name: 'My Videos', visible: true },
    loading: status('Loading your videos'),
    failure: 'Your videos could not be loaded.',
    content: (page) => videoRows(page).first(),
    faults: ['malformed'],
  },
  {
    name: 'Video Moderation',
    state: 'Video Moderation, admin',
    account: 'admin',
    url: '/admin-panel/moderation',
    api: '/api/v1/manager/items/all',
    heading: { name: 'Video Moderation', visible: true },
    loading: status('Loading videos to moderate'),
    failure: 'Upload Error!',
    content: (page) => page.getByRole('list', { name: 'Videos to moderate' }),
    faults: ['delay'],
  },
]

/** The screen is still a page: its heading and the bottom navigation are there. */
async function expectFrame(page: Page, screen: DataScreen): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  if (!screen.heading) return
  const heading = page.getByRole('heading', { level: 1, name: screen.heading.name })
  if (screen.heading.visible) await expect(heading).toBeVisible()
  else await expect(heading).toBeAttached()
}

for (const screen of screens) {
  test.describe(`as ${screen.account ?? 'visitor'}`, () => {
    test.use({ account: screen.account })

    for (const kind of screen.faults) {
      if (kind === 'delay') {
        test(`${screen.name}: ${faultNames.delay} shows loading, then the content`, async ({
          page,
        }) => {
          await page.clock.install()
          const held = await holdCalls(page, screen.api.replace('/api/v1', ''))
          await page.goto(screen.url)
          await held.sent
          const sentAt = await held.sentAt()
          await expect(screen.loading(page)).toBeVisible()
          await expectFrame(page, screen)
          await expectAccessible(page, `${screen.state}, loading`)

          // The app waits up to its time-out (docs/api.md): an answer just before it is shown.
          await runClockTo(page, sentAt + API_TIMEOUT_MS - 1_000)
          await expect(screen.loading(page)).toBeVisible()
          held.release()
          await expect(screen.content(page)).toBeVisible()
          await expect(screen.loading(page)).toHaveCount(0)
          await expect(failureOf(page, screen)).toHaveCount(0)
        })
        continue
      }

      test(`${screen.name}: ${faultNames[kind]} says so, and Try again loads it`, async ({
        page,
        request,
      }) => {
        const restore = await breakCall(page, request, screen.api, kind)
        const calls = countCalls(page, 'GET', screen.api)
        const alerts = await recordAlerts(page)
        await page.goto(screen.url)
        const failure = failureOf(page, screen)
        await expect(failure).toBeVisible()
        await expectFrame(page, screen)
        await expect(screen.content(page)).toHaveCount(0)
        if (kind === '500') await expectAccessible(page, `${screen.state}, failed`)

        restore()
        const before = calls.count
        await failure.getByRole('button', { name: 'Try again' }).click()
        await expect(screen.content(page)).toBeVisible()
        await expect(failure).toHaveCount(0)
        expect(calls.count).toBe(before + 1)
        // The screen's message alone: never a toast per call, nor one late. Read once the
        // content Try again asked for is drawn, long after the failure.
        const shown = alerts()
        expect(shown, 'alerts shown').toHaveLength(1)
        expect(shown[0]).toContain(screen.failure)
      })
    }
  })
}
