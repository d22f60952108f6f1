// Browser-test helpers: sign a demo account in through the API (as the app would, with the
// password encrypted by the demo public key) and hand the token to the page.
import type { APIRequestContext, Page } from '@playwright/test'
import forge from 'node-forge'
import { storageKeys } from '../../../src/lib/storage'
import { DEMO_PUBLIC_KEY_PEM } from '../../../mock-api/demo-keys/demo-key-pair'
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccount,
} from '../../../mock-api/seed/demo-accounts'

export function encryptDemoPassword(plain: string): string {
  const key = forge.pki.publicKeyFromPem(DEMO_PUBLIC_KEY_PEM)
  return forge.util.encode64(key.encrypt(plain, 'RSAES-PKCS1-V1_5'))
}

/** The fields of POST /login for `account`, the password encrypted as the app sends it. */
export const demoLoginFields = (account: DemoAccount) => ({
  email: DEMO_ACCOUNTS[account].email,
  password: encryptDemoPassword(DEMO_PASSWORD),
})

export async function loginToken(request: APIRequestContext, account: DemoAccount) {
  const response = await request.post('/api/v1/login', { multipart: demoLoginFields(account) })
  if (!response.ok()) throw new Error(`Demo login failed for ${account}: ${response.status()}`)
  const body = (await response.json()) as { accessToken: string }
  return body.accessToken
}

/**
 * Stores a fresh token for `account` before the first page script runs; later navigations keep
 * whatever the app did with it (a 401 removes it).
 */
export async function signIn(page: Page, account: DemoAccount): Promise<string> {
  const token = await loginToken(page.request, account)
  await page.addInitScript(
    ({ key, value }) => {
      if (window.sessionStorage.getItem('signed-in-by-test')) return
      window.sessionStorage.setItem('signed-in-by-test', '1')
      window.localStorage.setItem(key, value)
    },
    { key: storageKeys.accessToken, value: token },
  )
  return token
}

/** Restores the seeded database and clears faults between tests. */
export async function resetMock(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__mock/reset')
  if (!response.ok()) throw new Error(`Mock reset failed: ${response.status()}`)
}

/** Marks the age gate as accepted before the app starts. */
export async function skipAgeGate(page: Page): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), storageKeys.is18)
}

/** Makes the next `times` calls to `path` fail (mock control route, see mock-api/README.md). */
/** Media go unanswered, their connections closed, as when a phone's link drops; or come back. */
export async function setMediaOutage(request: APIRequestContext, on: boolean): Promise<void> {
  const response = await request.post('/__mock/media-outage', { data: { on } })
  if (!response.ok()) throw new Error(`Media outage failed: ${response.status()}`)
}

export async function injectFault(
  request: APIRequestContext,
  fault: {
    path: string
    method?: string
    status?: number
    message?: string
    malformed?: boolean
    delayMs?: number
    times?: number
  },
): Promise<void> {
  const response = await request.post('/__mock/faults', { data: fault })
  if (!response.ok()) throw new Error(`Fault injection failed: ${response.status()}`)
}

export async function setTechnicalWorks(request: APIRequestContext, on: boolean): Promise<void> {
  const response = await request.post('/__mock/technical-works', { data: { on } })
  if (!response.ok()) throw new Error(`Technical works toggle failed: ${response.status()}`)
}

/** What the mock "mailed" to `email` (mock-api/README.md): the last code and reset link. */
export async function readMail(
  request: APIRequestContext,
  email: string,
): Promise<{ code?: string; resetLink?: string }> {
  const response = await request.get(`/__mock/mail?email=${encodeURIComponent(email)}`)
  if (!response.ok()) throw new Error(`Mail lookup failed: ${response.status()}`)
  return (await response.json()) as { code?: string; resetLink?: string }
}

/** Moves the mock's clock forward (send-code waits, purchase expiry). */
export async function advanceMockClock(request: APIRequestContext, ms: number): Promise<void> {
  const response = await request.post('/__mock/clock', { data: { advanceMs: ms } })
  if (!response.ok()) throw new Error(`Clock change failed: ${response.status()}`)
}

/** Ends sessions on the mock's side as an expiry would: `token`'s, every one of `email`, or all. */
export async function expireSession(
  request: APIRequestContext,
  which: { token?: string; email?: string } = {},
): Promise<void> {
  const response = await request.post('/__mock/expire-session', { data: which })
  if (!response.ok()) throw new Error(`Session expiry failed: ${response.status()}`)
}

/** The token the page holds in localStorage (null: none). */
export const storedToken = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), storageKeys.accessToken)
