// Wallet (GET /wallet): the balance with its dollar estimate, the history
// grouped by day with signed amounts and '...' for the next page, the visitor's invitation, the
// Buy modal, a purchase showing up, a change of account, a failing wallet and a 401.
// Seed: user@demo.test has 26 transactions (newest now, one every 19 hours); broke@demo.test has
// 0 Points. Expected values are read from the API, not written down here.
import { expect, test, type Page } from './support/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import type { Wallet } from '../../src/api/types'
import { expectAccessible } from './support/axe'
import { activeSlide, expectActive } from './support/feed'
import { holdCalls } from './support/held-calls'
import { pathAndQuery } from './support/requests'
import { injectFault, resetMock, skipAgeGate } from './support/session'
import { demoToken } from './support/signed-in'
import { expectHistory, walletCall, walletPage } from './support/wallet'
import { navLink } from './support/navigation'

/** VITE_POINTS_USD_RATE of `.env.example`, which the demo build uses. */
const USD_PER_POINT = 0.01
const FIRST_PAGE = '/api/v1/wallet?limit=10&offset=0'

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Balance' })
const history = (page: Page) => page.getByRole('region', { name: 'Transactions' })
const rows = (page: Page) => history(page).getByRole('listitem')
const more = (page: Page) => page.getByRole('button', { name: 'Show more transactions' })
const invitation = (page: Page) => page.getByRole('region', { name: 'Get the 69 Points airdrop' })

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
  await firstPage.release()
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

test("'...' appends the next pages, no row twice, until the end", async ({ page, request }) => {
  const token = demoToken('user')
  const pages = await Promise.all([0, 10, 20].map((at) => walletPage(request, token, at)))
  const all = pages.flatMap((wallet) => wallet.transactions.items)
  expect(all).toHaveLength(26)
  expect(pages.map((wallet) => wallet.transactions.hasMore)).toEqual([true, true, false])
  await page.goto('/wallet')
  await expectHistory(page, all.slice(0, 10))

  for (const [offset, shown] of [
    [10, 20],
    [20, 26],
  ] as const) {
    const next = await holdCalls(page, '/wallet', { times: 1 })
    await more(page).click()
    expect(pathAndQuery(await next.sent)).toBe(`/api/v1/wallet?limit=10&offset=${offset}`)
    await expect(more(page)).toBeDisabled() // while the page loads
    await next.release()
    await expectHistory(page, all.slice(0, shown))
  }
  await expect(more(page)).toHaveCount(0)
  await expectAccessible(page, 'Wallet, user, the whole history')

  // Entering again loads the first page afresh.
  await navLink(page, 'Home').click()
  expect(await walletCall(page, () => navLink(page, 'Wallet').click())).toBe(FIRST_PAGE)
  await expectHistory(page, all.slice(0, 10))
  await expect(more(page)).toBeEnabled()
})

test.describe('with 0 Points', () => {
  test.use({ account: 'broke' })

  test('a user with 0 Points sees their empty wallet', async ({ page, request }) => {
    const wallet = await walletPage(request, demoToken('broke'))
    await page.goto('/wallet')
    await expectBalance(page, wallet)
    await expectHistory(page, wallet.transactions.items)
    if (wallet.transactions.count === 0) {
      await expect(history(page).getByRole('status')).toHaveText('No transactions yet.')
    }
    await expect(more(page)).toHaveCount(0)
    await expectAccessible(page, 'Wallet, user, empty')
  })
})

test.describe('as a visitor', () => {
  test.use({ account: undefined })

  test('a visitor is invited to the airdrop, with links to sign up and log in', async ({
    page,
  }) => {
    await page.goto('/wallet')
    await expect(invitation(page)).toContainText('69 Points')
    await expect(balanceCard(page)).toHaveCount(0)
    await expect(page.getByText('POINTS', { exact: true })).toHaveCount(0)
    await expectAccessible(page, 'Wallet, visitor')

    for (const [link, url, dialog] of [
      ['Create an account', '/registration', 'Create Account'],
      ['Log In', '/login', 'Welcome back'],
    ] as const) {
      await page.goto('/wallet')
      await invitation(page).getByRole('link', { name: link }).click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
      await expectAccessible(page, `${dialog}, visitor`)
    }
  })
})

test('Buy says Coming Soon; Sell, Sent and Withdraw are off', async ({ page }) => {
  await page.goto('/wallet')
  const card = balanceCard(page)
  await card.getByRole('button', { name: 'Buy' }).click()
  const dialog = page.getByRole('dialog', { name: 'Coming Soon' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page, "Wallet, user, 'Coming Soon' open")
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/wallet')
  await expect(card.getByRole('button', { name: 'Sell' })).toBeDisabled()
  for (const name of ['Sent', 'Withdraw']) {
    const button = card.getByRole('button', { name, exact: true })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription('Coming soon')
  }
  await expectAccessible(page, 'Wallet, user')
})

test('a purchase in the feed: 10 Points less, newest row today', async ({ page, request }) => {
  const token = demoToken('user')
  const before = await walletPage(request, token)
  await page.goto('/wallet')
  await expectBalance(page, before)

  // Home, on to v8 (the first video not bought), PAY: the app lands on the own profile.
  await navLink(page, 'Home').click()
  for (const index of [0, 1, 2]) {
    if (index > 0) await page.keyboard.press('ArrowDown')
    await expectActive(page, index)
  }
  await activeSlide(page).getByRole('button', { name: 'Open With 10 Points' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm pay-per-view purchase' })
  await confirm.getByRole('button', { name: 'PAY' }).click()
  await expect(page).toHaveURL('/profile/demo_user')

  expect(await walletCall(page, () => navLink(page, 'Wallet').click())).toBe(FIRST_PAGE)
  const after = await walletPage(request, token)
  expect(after.balance).toBe(before.balance - 10)
  expect(after.transactions.items.slice(1)).toEqual(before.transactions.items.slice(0, 9))
  await expectBalance(page, after)
  await expectHistory(page, after.transactions.items)
  const today = history(page).getByRole('region', { name: 'Today' }).getByRole('listitem')
  await expect(today.first()).toContainText(/^Video unlocked for 24 hours: .+-10\.0000$/)
  await expectAccessible(page, 'Wallet, user')
})

test("logging out and in as another user shows none of the first's rows", async ({ page }) => {
  // One app load: Profile settings, Wallet, back, Log out, Wallet, Log In, Wallet.
  await page.goto('/profile/settings')
  await navLink(page, 'Wallet').click()
  await expect(rows(page).filter({ hasText: 'Withdrawal' })).toHaveCount(1)
  await page.goBack()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/account')

  await navLink(page, 'Wallet').click()
  await expect(invitation(page)).toBeVisible()
  await expect(balanceCard(page)).toHaveCount(0)
  await expect(page.getByRole('listitem')).toHaveCount(0)
  await expectAccessible(page, 'Wallet, visitor')

  await invitation(page).getByRole('link', { name: 'Log In' }).click()
  const login = page.getByRole('dialog', { name: 'Welcome back' })
  await login.getByLabel('Email').fill(DEMO_ACCOUNTS.broke.email)
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await login.getByRole('button', { name: 'Log In' }).click()
  await expect(login).toBeHidden()
  expect(await walletCall(page, () => navLink(page, 'Wallet').click())).toBe(FIRST_PAGE)
  const broke = await walletPage(page.request, demoToken('broke'))
  await expectBalance(page, broke)
  await expectHistory(page, broke.transactions.items)
  await expect(page.getByText('Withdrawal')).toHaveCount(0)
  await expectAccessible(page, 'Wallet, user, empty')
})

test('a failing wallet says so and Try again loads it', async ({ page, request }) => {
  const token = demoToken('user')
  await injectFault(request, { path: '/api/v1/wallet', status: 500, message: 'Wallet is resting' })
  await page.goto('/wallet')
  const alert = page.getByRole('alert').filter({ hasText: 'The wallet could not be loaded.' })
  await expect(alert).toContainText('Wallet is resting')
  await expect(rows(page)).toHaveCount(0)
  await expectAccessible(page, 'Wallet, user, failed')

  const call = walletCall(page, () => alert.getByRole('button', { name: 'Try again' }).click())
  expect(await call).toBe(FIRST_PAGE)
  const wallet = await walletPage(request, token)
  await expectBalance(page, wallet)
  await expectHistory(page, wallet.transactions.items)
  await expect(alert).toHaveCount(0)
  await expectAccessible(page, 'Wallet, user')
})

test('a 401 opens the login popup and leaves no stale balance', async ({ page, request }) => {
  const wallet = await walletPage(request, demoToken('user'))
  await page.goto('/wallet')
  await expectBalance(page, wallet)

  await navLink(page, 'Home').click()
  await injectFault(request, { path: '/api/v1/wallet', status: 401, message: 'Session expired' })
  await navLink(page, 'Wallet').click()
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
  await expect(balanceCard(page)).toHaveCount(0)
  await expect(page.getByText(wallet.balanceFormatted)).toHaveCount(0)
  await expect(rows(page)).toHaveCount(0)
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull()
  await expectAccessible(page, "Wallet, visitor, 'Welcome back' open")

  await page.keyboard.press('Escape')
  await expect(invitation(page)).toBeVisible()
})
