// Set-up of the test files that share their modules (vite.config.ts, project 'app'), after
// tests/setup.ts: the app's page-lifetime module state starts afresh for every test.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { resetAppModules } from './app-modules'

// Hooks after a test run last-registered first: unmount the page before its modules are reset.
afterEach(async () => {
  cleanup()
  await resetAppModules()
})
