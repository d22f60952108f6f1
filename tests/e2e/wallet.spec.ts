// Wallet (GET /wallet) wired to the real API: the first page held to see it load, then the balance
// with its dollar estimate and the history grouped by day with signed amounts. The visitor's
// invitation, the empty wallet, Buy, paging, failures, a 401 and a change of account:
// src/features/wallet/components/wallet-screen-views.test.tsx, wallet-slice.test.ts and
// src/app/screen-faults.test.tsx.
// Seed: user@demo.test has 26 transactions (newest now, one every 19 hours). Expected values are
// read from the API, not written down here.
import { expect, test, type Page } from './support/test'
import type { Wallet } from '../../src/api/types'
import { expectAccessible } from './support/axe'
import { holdCalls } from './support/held-calls'
import { pathAndQuery } from './support/requests'
import { resetMock, skipAgeGate } from './support/session'
import { demoToken } from './support/signed-in'
import { expectHistory, walletPage } from './support/wallet'

/** VITE_POINTS_USD_RATE of `.env.example`, which the demo build uses. */
const USD_PER_POINT = 0.01
const FIRST_PAGE = '/api/v1/wallet?limit=10&offset=0'

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Balance' })
const history = (page: Page) => page.getByRole('region', { name: 'Transactions' })
const rows = (page: Page) => history(page).getByRole('listitem')
const more = (page: Page) => page.getByRole('button', { name: 'Show more transactions' })

/** The balance card shows the API's balance with the dollar estimate. */
async function expectBalance(page: Page, wallet: Wallet): Promise<void> {
  await expect(balanceCard(page).getByRole('paragraph').filter({ hasText: 'POINTS' })).toHaveText(
    `${wallet.balanceFormatted} POINTS`,
  )
  const usd = (wallet.balance * USD_PER_POINT).toFixed(2)
  await expect(balanceCard(page)).toContainText(`≈ $${usd}`)
}

test.use({ account: 'user' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

test('a user sees the balance, its dollar value and the first page', async ({ page, request }) => {
  const wallet = await walletPage(request, demoToken('user'))
  const firstPage = await holdCalls(page, '/wallet')
  await page.goto('/wallet')
  expect(pathAndQuery(await firstPage.sent)).toBe(FIRST_PAGE)
  const loading = history(page).getByRole('status', { name: 'Loading transactions' })
  await expect(loading).toBeVisible()
  await expectAccessible(page, 'Wallet, user, loading')
  firstPage.release()
  await expect(loading).toBeHidden()

  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible()
  await expectBalance(page, wallet)
  await expect(balanceCard(page)).toContainText('≈ $2.74') // the seeded 274 Points
  await expectHistory(page, wallet.transactions.items)
  const today = history(page).getByRole('region', { name: 'Today' }).getByRole('listitem')
  await expect(today.first()).toContainText(/^Video unlocked for 24 hours.+-10\.0000$/)
  await expect(history(page).getByRole('region', { name: 'Yesterday' })).toBeVisible()
  await expect(rows(page).filter({ hasText: 'Withdrawal' })).toContainText('-25.0000')
  await expect(more(page)).toBeEnabled()
  await expectAccessible(page, 'Wallet, user')
})
