// Bought means bought, everywhere: a video bought from the own profile's Liked grid shows bought
// on that same page at once (the app lands back on it, which neither reloads nor remounts it): the
// Liked tile plays it, Purchases holds it with its time left, and two quick taps on PAY charged
// once. Expected values are read from the mock API.
import { expect, test, type Page } from './support/test'
import type { FeedItem } from '../../src/api/types'
import { expectAccessible } from './support/axe'
import { apiGet } from './support/profile'
import { resetMock, signIn, skipAgeGate } from './support/session'
import { walletPage } from './support/wallet'

// Seed: v8 (demo_creator) is paid and not bought by user@demo.test, who does not like it yet.
const PAID = 'v8'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const section = (page: Page, name: string) =>
  page.getByRole('tabpanel', { name: 'Videos' }).getByRole('region', { name })

test('a liked video bought on the own profile shows bought there, for one charge', async ({
  page,
  request,
}) => {
  const token = await signIn(page, 'user')
  const liking = await request.post('/api/v1/likes', {
    headers: { Authorization: `Bearer ${token}` },
    data: { videoId: PAID },
  })
  expect(liking.ok()).toBe(true)
  const { username } = await apiGet<{ username: string }>(request, '/auth-status', token)
  const item = await apiGet<FeedItem>(request, `/items/${PAID}`, token)
  expect(item.src).toBe('')
  const name = item.metadata.name
  const before = await walletPage(request, token)
  const purchases: string[] = []
  page.on('request', (call) => {
    if (call.url().includes('/api/v1/video-purchase-one-day/')) purchases.push(call.method())
  })

  await page.goto(`/profile/${username}`)
  const liked = section(page, 'Liked').getByRole('button', {
    name: new RegExp(`^${escaped(name)}`),
  })
  const bought = section(page, 'Purchases').getByRole('button', {
    name: new RegExp(`^${escaped(name)}`),
  })
  await expect(liked).toHaveAccessibleName(`${name}, locked`)
  await expect(bought).toHaveCount(0)

  await liked.click()
  const confirm = page.getByRole('dialog', { name: 'Confirm pay-per-view purchase' })
  await confirm.getByRole('button', { name: 'PAY' }).dblclick()
  await expect(confirm).toBeHidden()
  await expect(page).toHaveURL(`/profile/${username}`)

  // Bought at once, on the page it was bought from: no lock, a full unlock period left.
  await expect(liked).toHaveAccessibleName(`${name}, 24 h left`)
  await expect(bought).toHaveAccessibleName(`${name}, 24 h left`)
  await expect(section(page, 'Purchases').getByRole('listitem').first()).toContainText('24 h left')
  await expectAccessible(page, 'own profile with a liked video just bought')

  await liked.click()
  const player = page.getByRole('dialog', { name })
  await expect(player.locator('video')).toHaveAttribute('src', /\.mp4$/)
  await expect(confirm).toHaveCount(0)
  await expectAccessible(page, 'player on a video just bought')

  // One purchase call, one charge.
  expect(purchases).toEqual(['PUT'])
  const after = await walletPage(request, token)
  expect(after.balance).toBe(before.balance - 10)
  expect(after.transactions.count).toBe(before.transactions.count + 1)
  expect(after.transactions.items[0]).toMatchObject({ type: 'PURCHASE', valueFormatted: '10.0000' })
  expect(after.transactions.items[1]?.id).toBe(before.transactions.items[0]?.id)
})
