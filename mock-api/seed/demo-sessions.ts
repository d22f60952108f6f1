// One signed-in session per demo account, part of the seed: each token is fixed, so that a
// browser journey can start signed in (a stored token, tests/e2e/support/test.ts) against any
// running mock, and a reset brings it back. The tokens are ordinary sessions: logging out or
// `POST /__mock/expire-session` ends them like any other, until the next reset.
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts'

/** The seeded session token of `account`: 'demo-session-<account>'. */
export const demoSessionToken = (account: DemoAccount) => `demo-session-${account}`

/** Token → e-mail of every seeded session. */
export const demoSessions = (): [string, string][] =>
  (Object.keys(DEMO_ACCOUNTS) as DemoAccount[]).map((account) => [
    demoSessionToken(account),
    DEMO_ACCOUNTS[account].email,
  ])
