// Playwright's `test` with the app served per worker: each worker process starts its own mock
// API on the preview build (tests/preview-build.ts) on free ports, and every test's `baseURL`
// (and so `page.goto`, `request` and the mock's control routes) points at it. Workers then never
// share the mock's data, so journeys can run side by side. Journeys import `test` and `expect`
// from here rather than from '@playwright/test'. A file that sets `mediaFromSecondOrigin` gets
// workers of its own whose mock serves media from another origin, as a CDN would
// (tests/e2e/media-origins.spec.ts).
//
// `test.use({ account })` starts a journey signed in: its browser context holds the demo account's
// seeded session where the app keeps it (support/signed-in.ts, mock-api/seed/demo-sessions.ts).
// No journey logs in for that; the ones about logging in, out and expiry do it themselves.
import { test as base } from '@playwright/test'
import type { DemoAccount } from '../../../mock-api/seed/demo-accounts'
import { startMockApi, type RunningMockApi } from '../../../mock-api/server/mock-api-server'
import { PREVIEW_DIST } from '../../preview-build'
import { holdSession } from './signed-in'

export * from '@playwright/test'

interface WorkerFixtures {
  mockApi: RunningMockApi
  /** The API names media on the mock's second origin (`mediaPort`) rather than its own. */
  mediaFromSecondOrigin: boolean
}

interface TestFixtures {
  /** The demo account whose session the journey starts with; none: a visitor. */
  account: DemoAccount | undefined
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mediaFromSecondOrigin: [false, { scope: 'worker', option: true }],
  mockApi: [
    async ({ mediaFromSecondOrigin }, use) => {
      const api = await startMockApi({
        port: 0,
        kycPort: 0,
        staticDir: PREVIEW_DIST,
        ...(mediaFromSecondOrigin ? { mediaPort: 0 } : {}),
      })
      await use(api)
      await api.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ mockApi }, use) => use(mockApi.url),
  account: [undefined, { option: true }],
  context: async ({ context, account, baseURL }, use) => {
    if (account) await holdSession(context, baseURL!, account)
    await use(context)
  },
})
