// Playwright's `test` with the app served per worker: each worker process starts its own mock
// API on the preview build (tests/preview-build.ts) on free ports, and every test's `baseURL`
// (and so `page.goto`, `request` and the mock's control routes) points at it. Workers then never
// share the mock's data, so journeys can run side by side. Journeys import `test` and `expect`
// from here rather than from '@playwright/test'.
import { test as base } from '@playwright/test'
import { startMockApi, type RunningMockApi } from '../../../mock-api/server/mock-api-server'
import { PREVIEW_DIST } from '../../preview-build'

export * from '@playwright/test'

export const test = base.extend<object, { mockApi: RunningMockApi }>({
  mockApi: [
    // Playwright reads a fixture's dependencies from its first parameter; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const api = await startMockApi({ port: 0, kycPort: 0, staticDir: PREVIEW_DIST })
      await use(api)
      await api.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ mockApi }, use) => use(mockApi.url),
})
