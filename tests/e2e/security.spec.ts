// Security (issue 13): the session token travels only in the Authorization header, never in a
// URL or the console, and logging out leaves no user datum behind: not in the store (screens
// show a visitor), localStorage, nor the IndexedDB stores of the offline feed and queue.
import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/axe'
import { expectActive } from './support/feed'
import { indexedDbRecords } from './support/indexed-db'
import { resetMock, signIn, skipAgeGate } from './support/session'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

test('the session token is never in a URL or the console', async ({ page }) => {
  const token = await signIn(page, 'user')
  const urls: string[] = []
  const logs: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('console', (message) => logs.push(message.text()))

  await page.goto('/')
  await expectActive(page, 0)
  for (const [path, heading] of [
    ['/wallet', 'Wallet'],
    ['/profile/settings', 'Settings'],
    ['/profile/demo_user', null],
    ['/profile/edit', null],
  ] as const) {
    await page.goto(path)
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  expect(urls.length).toBeGreaterThan(10)
  const encoded = [token, encodeURIComponent(token)]
  expect(urls.filter((url) => encoded.some((form) => url.includes(form)))).toEqual([])
  expect(logs.filter((line) => line.includes(token))).toEqual([])
})

test('logging out leaves no user datum in the store, localStorage or IndexedDB', async ({
  page,
}) => {
  await signIn(page, 'user')
  await page.goto('/')
  await expectActive(page, 0)
  // The feed keeps its first page for offline starts once the page has loaded.
  await expect
    .poll(async () => (await indexedDbRecords(page))['offline-feed']?.length ?? 0)
    .toBeGreaterThan(0)
  await page.goto('/wallet')
  await expect(page.getByText('POINTS', { exact: true })).toBeVisible()

  await page.goto('/profile/settings')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/account')

  // What stays is the visitor's own: the age answer and the sound choice.
  const keys = await page.evaluate(() => Object.keys(window.localStorage))
  expect(keys.filter((key) => !['is18', 'feedMuted'].includes(key))).toEqual([])
  await expect.poll(async () => Object.values(await indexedDbRecords(page)).flat()).toEqual([])

  // The store no longer knows the user: the wallet is a visitor's.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet' }).click()
  await expect(page.getByText('69 Points').first()).toBeVisible()
  await expect(page.getByText('POINTS', { exact: true })).toHaveCount(0)
  await expectAccessible(page, 'wallet after logging out')
})
