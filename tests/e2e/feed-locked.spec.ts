// Home feed, locked videos and pay-per-view (MODAL_BUY_XPASS, PUT /video-purchase-one-day/{id}):
// a visitor is offered the airdrop, a user confirms paying 10 Points, a purchase
// unlocks the video and lands on the own profile (two quick taps on PAY charge once), and a 402
// keeps the offer with its message.
// Seed: v21 (newest) is paid and bought by user@demo.test; v8 (third) is paid and not bought;
// broke@demo.test has 0 Points.
import { expect, test, type APIRequestContext, type Page, type Request } from './support/test'
import { expectAccessible } from './support/axe'
import {
  activeSlide,
  activeVideo,
  captionUser,
  expectActive,
  expectPlaying,
  stepToUnboughtVideo,
} from './support/feed'
import type { FeedItem } from '../../src/api/types'
import { holdCalls } from './support/held-calls'
import { apiGet } from './support/profile'
import { nextApiRequest } from './support/requests'
import { resetMock, skipAgeGate } from './support/session'
import { demoToken } from './support/signed-in'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const offer = (page: Page) => activeSlide(page).getByRole('button', { name: 'Open With 10 Points' })

async function balance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/v1/wallet?limit=10&offset=0', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { balance: number }).balance
}

/** user@demo.test on Home, at v8: the first video they have not bought. */
async function atUnboughtVideo(page: Page): Promise<void> {
  await page.goto('/')
  await stepToUnboughtVideo(page)
}

test('a visitor opening a locked video is offered the airdrop and an account', async ({ page }) => {
  await page.goto('/')
  await expectActive(page, 0)
  await offer(page).click()
  const airdrop = page.getByRole('dialog', { name: 'Get the 69 Points airdrop' })
  await expect(airdrop).toBeVisible()
  await expect(airdrop.getByText(/Premium videos are opened with Points/)).toBeVisible()
  await expectAccessible(page, "Home, visitor, 'Get the 69 Points airdrop' open")
  await airdrop.getByRole('button', { name: 'Close' }).click()
  await expect(airdrop).toBeHidden()
  await expect(page).toHaveURL('/')

  await offer(page).click()
  await airdrop.getByRole('button', { name: 'Create an account' }).click()
  await expect(airdrop).toBeHidden()
  await expect(page).toHaveURL('/registration')
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible()
  await expectAccessible(page, 'Create Account, visitor')
})

test.describe('signed in', () => {
  test.use({ account: 'user' })

  test('a user opening a locked video is asked to confirm, and Cancel closes', async ({ page }) => {
    const purchases: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/video-purchase-one-day/')) purchases.push(request.url())
    })
    await atUnboughtVideo(page)
    await offer(page).click()

    const confirm = page.getByRole('dialog', { name: 'Confirm pay-per-view purchase' })
    await expect(confirm).toBeVisible()
    await expect(
      confirm.getByText(
        'You will be charged 10 Points from your wallet to unlock video for 24 hours',
      ),
    ).toBeVisible()
    await expect(confirm.getByRole('button', { name: 'PAY' })).toBeEnabled()
    await expectAccessible(page, "Home, user, 'Confirm pay-per-view purchase' open")
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(page).toHaveURL('/')
    await expect(offer(page)).toBeVisible()
    expect(purchases).toEqual([])
  })

  test('a purchase, tapped twice, takes 10 Points once, lands on the own profile and unlocks it', async ({
    page,
    request,
  }) => {
    const token = demoToken('user')
    const before = await balance(request, token)
    const { metadata } = await apiGet<FeedItem>(request, '/items/v8')
    const purchases: Request[] = []
    page.on('request', (call) => {
      if (call.url().includes('/api/v1/video-purchase-one-day/')) purchases.push(call)
    })
    await atUnboughtVideo(page)
    await offer(page).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm pay-per-view purchase' })
    const pay = confirm.getByRole('button', { name: 'PAY' })

    // Two quick taps while the answer is held: PAY is disabled meanwhile, and the mock, which
    // charges every purchase call, is asked once.
    const purchase = await holdCalls(page, '/video-purchase-one-day/v8', { method: 'PUT' })
    const source = nextApiRequest(page, 'GET', '/items/v8')
    await pay.dblclick()
    await purchase.sent
    await expect(pay).toBeDisabled()
    purchase.release()
    expect((await (await source).response())?.status()).toBe(200)

    await expect(page).toHaveURL('/profile/demo_user')
    await expect(confirm).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const purchased = page.getByRole('region', { name: 'Purchases' }).getByRole('button')
    await expect(purchased.filter({ hasText: metadata.name })).toHaveAccessibleName(
      `${metadata.name}, 24 h left`,
    )
    await expectAccessible(page, 'the own profile, user')

    // Back on Home, the same item now plays.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    await expectActive(page, 2)
    await expect(captionUser(activeSlide(page))).toHaveText('@demo_creator')
    const video = activeVideo(page)
    await expect(video).toHaveAttribute('src', /\.mp4$/)
    await expect(offer(page)).toHaveCount(0)
    await expectPlaying(video)
    await expectAccessible(page, 'Home, user')

    // Counted once the purchase is long over: a second tap's call would have gone with the first.
    await Promise.all(purchases.map((call) => call.response()))
    expect(purchases.map((call) => call.method())).toEqual(['PUT'])
    expect(await balance(request, token)).toBe(before - 10)
  })
})

test.describe('with 0 Points', () => {
  test.use({ account: 'broke' })

  test('a user without Points sees the 402 message and the offer stays', async ({
    page,
    request,
  }) => {
    const token = demoToken('broke')
    expect(await balance(request, token)).toBe(0)
    await page.goto('/')
    await expectActive(page, 0)
    await offer(page).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm pay-per-view purchase' })
    const pay = confirm.getByRole('button', { name: 'PAY' })

    const bought = nextApiRequest(page, 'PUT', '/video-purchase-one-day/v21')
    await pay.click()
    expect((await (await bought).response())?.status()).toBe(402)

    await expect(
      page.getByRole('alert').filter({ hasText: 'You need 10 Points to unlock this video.' }),
    ).toBeVisible()
    await expect(confirm).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
    await expect(pay).toBeEnabled()
    await expect(page).toHaveURL('/')
    await expectAccessible(
      page,
      "Home, user, 'Confirm pay-per-view purchase' open, 'You need 10 Points to unlock this video.' toast",
    )
    expect(await balance(request, token)).toBe(0)

    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(offer(page)).toBeVisible()
  })
})
