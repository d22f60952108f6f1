// A demo account already signed in: the token of its seeded session (valid in every worker's mock
// and again after each reset, mock-api/seed/demo-sessions.ts), stored where the app keeps it.
import type { BrowserContextOptions } from '@playwright/test'
import type { DemoAccount } from '../../../mock-api/seed/demo-accounts'
import { demoSessionToken } from '../../../mock-api/seed/demo-sessions'

/** The access token `account` starts signed in with. */
export const demoToken = (account: DemoAccount) => demoSessionToken(account)

/** The storage of a browser that holds `account`'s session for the app at `origin`. */
export function signedInState(
  origin: string,
  account: DemoAccount,
): Exclude<BrowserContextOptions['storageState'], string | undefined> {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(origin).origin,
        localStorage: [{ name: 'accessToken', value: demoToken(account) }],
      },
    ],
  }
}
