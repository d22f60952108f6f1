// A demo account already signed in: the token of its seeded session (valid in every worker's mock
// and again after each reset, mock-api/seed/demo-sessions.ts), stored where the app keeps it.
import type { BrowserContext, Page } from '@playwright/test'
import type { DemoAccount } from '../../../mock-api/seed/demo-accounts'
import { demoSessionToken } from '../../../mock-api/seed/demo-sessions'
import { storageKeys } from '../../../src/lib/storage'

/** The access token `account` starts signed in with. */
export const demoToken = (account: DemoAccount) => demoSessionToken(account)

/** Where the app keeps the session's token. */
const TOKEN_KEY = storageKeys.accessToken

/** Puts `account`'s session where the app keeps it, in the open page: the next load starts with it. */
export const storeSession = (page: Page, account: DemoAccount) =>
  page.evaluate(({ key, token }) => window.localStorage.setItem(key, token), {
    key: TOKEN_KEY,
    token: demoToken(account),
  })

/**
 * `context` holds `account`'s session for the app at `origin`, as a browser that signed in
 * earlier would: the token is in localStorage when the app's first page in `context` starts, and
 * nothing puts it back once that page has loaded (a log-out or an expiry stays done, in every tab).
 *
 * Playwright's `storageState` does the same by opening a page of its own on the origin before the
 * journey starts, which cost about 0.45 s a context; an init script that stands down after the
 * first page costs nothing.
 */
export async function holdSession(
  context: BrowserContext,
  origin: string,
  account: DemoAccount,
): Promise<void> {
  const appOrigin = new URL(origin).origin
  const script = await context.addInitScript(
    ({ appOrigin, key, token }) => {
      if (window.location.origin === appOrigin) window.localStorage.setItem(key, token)
    },
    { appOrigin, key: TOKEN_KEY, token: demoToken(account) },
  )
  let done = false
  const standDownAfterFirstPage = (page: Page) =>
    page.on('domcontentloaded', () => {
      if (done || new URL(page.url()).origin !== appOrigin) return
      done = true
      void script.dispose()
    })
  context.pages().forEach(standDownAfterFirstPage)
  context.on('page', standDownAfterFirstPage)
}
