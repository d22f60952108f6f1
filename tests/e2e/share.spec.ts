// Share: a feed video's and the profile player's Share hands the system share sheet a link, or
// copies it with 'Link copied.' where there is no sheet; the link opens the app on that video for
// anyone (a visitor after the age gate, a locked video at its offer, a signed-in user who chose
// 'Following' on the Feed), then leaves the address bar. A video the Feed does not hold opens the
// Feed at its start, saying so. Offline, Share still works and nothing throws.
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test'
import { untilWorkerControls } from './support/service-worker'
import type { FeedItem } from '../../src/api/types'
import { expectAccessible } from './support/axe'
import { collectPageErrors } from './support/faults'
import { activeSlide, captionUser, expectActive, feedQuery, isFeedPage } from './support/feed'
import { indexedDbRecords } from './support/indexed-db'
import { reloadOffline } from './support/offline'
import { apiGet, isLocked, profileOf } from './support/profile'
import {
  allowClipboard,
  clipboardText,
  setShareSheet,
  sharedData,
  stubShareSheet,
} from './support/share'
import { loginToken, resetMock, signIn, skipAgeGate } from './support/session'

const AGE_GATE = 'ENTER ONLY IF YOU ARE OVER 18 YEARS OLD'
const COPIED = 'Link copied.'
const NOT_AVAILABLE = 'The shared video is not available.'

test.beforeEach(async ({ request }) => {
  await resetMock(request)
})

type Shown = Pick<FeedItem, 'id' | 'metadata'>

const shareButton = (page: Page) => activeSlide(page).getByRole('button', { name: 'Share' })
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })
const linkTo = (page: Page, id: string) => new URL(`/?v=${id}`, page.url()).href

/** The slide on screen is `item`: its '@username' and its title. */
async function expectShowing(page: Page, item: Shown): Promise<void> {
  const slide = activeSlide(page)
  await expect(captionUser(slide)).toHaveText(`@${item.metadata.username}`)
  await expect(slide.locator('.feed-caption__title')).toHaveText(item.metadata.name)
}

/** Home, swiped by keyboard to item `index`. */
async function feedAt(page: Page, index: number): Promise<void> {
  await page.goto('/')
  await expectActive(page, 0)
  for (let at = 1; at <= index; at += 1) {
    await page.keyboard.press('ArrowDown')
    await expectActive(page, at)
  }
}

/** The Feed's first page as a visitor gets it. */
const visitorFeed = async (request: APIRequestContext) =>
  (await apiGet<{ items: FeedItem[] }>(request, '/items?limit=10&offset=0&filter=default')).items

/** The first visitor-visible item at or after `from` that `pick` accepts, with its index. */
async function feedItem(
  request: APIRequestContext,
  from: number,
  pick: (item: FeedItem) => boolean,
): Promise<{ item: FeedItem; index: number }> {
  const items = await visitorFeed(request)
  const index = items.findIndex((item, at) => at >= from && pick(item))
  expect(index, 'a fitting item on the first page').toBeGreaterThanOrEqual(from)
  return { item: items[index]!, index }
}

/**
 * Home at the first item from `from` that `pick` accepts, its Share tapped where the browser has a
 * share sheet: the item, and what the sheet was handed.
 */
async function shareFromFeed(
  page: Page,
  request: APIRequestContext,
  from: number,
  pick: (item: FeedItem) => boolean,
) {
  await skipAgeGate(page)
  await stubShareSheet(page, 'shares')
  const { item, index } = await feedItem(request, from, pick)
  await feedAt(page, index)
  await expectShowing(page, item)
  await shareButton(page).click()
  await expect.poll(() => sharedData(page)).toHaveLength(1)
  const [handed] = await sharedData(page)
  return { item, handed: handed! }
}

/** Opens `link` as someone who never used the app: a new browser context, nothing stored. */
async function openAsNewVisitor(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(link)
  const gate = page.getByRole('dialog', { name: AGE_GATE })
  await expect(gate).toBeVisible()
  await expectAccessible(page, 'age gate over a shared link')
  await gate.getByRole('button', { name: 'Yes, I am 18+' }).click()
  await expect(gate).toBeHidden()
  return page
}

test("a feed video's link opens that video for a new visitor, after the age gate", async ({
  page,
  browser,
  request,
}) => {
  // Two browser contexts and an axe check on each screen they show.
  test.slow()
  const { item, handed } = await shareFromFeed(page, request, 3, (found) => !isLocked(found))
  expect(handed).toEqual({ title: item.metadata.name, url: linkTo(page, item.id) })
  // The sheet took it: no copy and no toast.
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectAccessible(page, 'Home after sharing a video')

  const visitor = await openAsNewVisitor(browser, handed.url!)
  await expectActive(visitor, 0)
  await expectShowing(visitor, item)
  await expect(activeSlide(visitor).locator('video')).toHaveAttribute('src', item.src)
  await expect(visitor).toHaveURL('/')
  await expectAccessible(visitor, 'Home opened on a shared video')
  await visitor.context().close()
})

test('without a share sheet the link is copied, and opens the Feed where Following was chosen', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.slow()
  await skipAgeGate(page)
  await stubShareSheet(page, 'absent')
  await allowClipboard(context)
  const { item, index } = await feedItem(request, 4, () => true)
  await feedAt(page, index)

  await shareButton(page).click()
  await expect(toast(page, COPIED)).toBeVisible()
  expect(await clipboardText(page)).toBe(linkTo(page, item.id))
  await expectAccessible(page, 'Home with the link-copied toast')

  // A signed-in user whose feed shows 'Following' opens it in a tab of their own.
  const userContext = await browser.newContext()
  const user = await userContext.newPage()
  await skipAgeGate(user)
  await signIn(user, 'user')
  // Chosen before the first start only: the reload below must see what the app kept.
  await user.addInitScript(() => {
    if (window.sessionStorage.getItem('chose-following')) return
    window.sessionStorage.setItem('chose-following', '1')
    window.localStorage.setItem('videoFeedFilter', 'following')
  })
  const firstPage = user.waitForRequest(isFeedPage)
  await user.goto(await clipboardText(page))
  expect(feedQuery(await firstPage)).toMatchObject({ offset: '0', filter: 'default', vid: item.id })
  await expectActive(user, 0)
  await expectShowing(user, item)
  const filters = user.getByRole('group', { name: 'Feed filter' })
  await expect(filters.getByRole('button', { name: 'Feed' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(user).toHaveURL('/')
  await expectAccessible(user, "a user's Home opened on a shared video")

  // A reload is a plain start that keeps what was on screen.
  await user.reload()
  await expectActive(user, 0)
  await expectShowing(user, item)
  await expect(filters.getByRole('button', { name: 'Feed' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await userContext.close()
})

test("a locked video's link opens at its offer for a new visitor", async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const { item, handed } = await shareFromFeed(page, request, 1, isLocked)

  const visitor = await openAsNewVisitor(browser, handed.url!)
  await expectActive(visitor, 0)
  await expectShowing(visitor, item)
  const offer = activeSlide(visitor).getByRole('button', { name: 'Open With 10 Points' })
  await expect(offer).toBeVisible()
  await expectAccessible(visitor, 'a shared locked video at its offer')
  await offer.click()
  const airdrop = visitor.getByRole('dialog', { name: 'Get the 69 Points airdrop' })
  await expect(airdrop).toBeVisible()
  await expectAccessible(visitor, 'airdrop modal from a shared locked video')
  await visitor.context().close()
})

test("the profile player's Share hands out a link to that video", async ({ page, request }) => {
  await skipAgeGate(page)
  await stubShareSheet(page, 'shares')
  const profile = await profileOf(request, 'demo_creator')
  const open = profile.videos.filter((video) => !isLocked(video))[1]!
  await page.goto('/profile/demo_creator')
  await page
    .getByRole('tabpanel', { name: 'Videos' })
    .getByRole('button', { name: open.metadata.name, exact: true })
    .click()
  const player = page.getByRole('dialog', { name: open.metadata.name })
  await expect(player).toBeVisible()
  const share = player.getByRole('button', { name: 'Share' })
  await expect(share).toBeVisible()
  await expectAccessible(page, 'profile video player with Share')

  await share.click()
  await expect.poll(() => sharedData(page)).toHaveLength(1)
  const [handed] = await sharedData(page)
  expect(handed).toEqual({ title: open.metadata.name, url: linkTo(page, open.id) })
  await expect(player).toBeVisible()

  await page.goto(handed!.url!)
  await expectActive(page, 0)
  await expectShowing(page, open)
  await expect(page).toHaveURL('/')
  await expectAccessible(page, 'Home opened on a profile video')
})

test('a link to a video the Feed does not hold opens the Feed at its start and says so', async ({
  page,
  request,
}) => {
  await skipAgeGate(page)
  const admin = await loginToken(request, 'admin')
  const { items: unmoderated } = await apiGet<{ items: FeedItem[] }>(
    request,
    '/manager/items/all?limit=10&offset=0&isVerified=false',
    admin,
  )
  const [first] = await visitorFeed(request)
  await page.goto(`/?v=${unmoderated[0]!.id}`)
  await expect(toast(page, NOT_AVAILABLE)).toBeVisible()
  await expectActive(page, 0)
  await expectShowing(page, first!)
  await expect(page).toHaveURL('/')
  await expectAccessible(page, 'Home with the shared video not available')
})

test.describe('with the service worker', () => {
  // Every other journey blocks workers (playwright.config.ts); a start offline needs one.
  test.use({ serviceWorkers: 'allow' })

  test('offline, Share hands out the link or copies it, and nothing throws', async ({
    page,
    context,
    request,
  }) => {
    // The worker's install and a start offline come first.
    test.slow()
    const [first] = await visitorFeed(request)
    await skipAgeGate(page)
    await stubShareSheet(page, 'shares')
    await allowClipboard(context)
    const errors = collectPageErrors(page)
    await page.goto('/')
    await expectActive(page, 0)
    await untilWorkerControls(page)
    await expect
      .poll(async () => ((await indexedDbRecords(page))['offline-feed'] ?? []).length)
      .toBeGreaterThan(0)

    // Started without network: the page kept from the visit, and its toasts from the worker.
    await reloadOffline(context, page)
    await expectActive(page, 0)
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible()
    await expectShowing(page, first!)
    const link = linkTo(page, first!.id)
    await shareButton(page).click()
    await expect.poll(() => sharedData(page)).toEqual([{ title: first!.metadata.name, url: link }])
    await expectAccessible(page, 'Home offline after sharing')

    // Closed by the user: nothing more. Failing otherwise: copied, and the only toast says so.
    await setShareSheet(page, 'cancelled')
    await shareButton(page).click()
    await expect.poll(async () => (await sharedData(page)).length).toBe(2)
    await setShareSheet(page, 'fails')
    await shareButton(page).click()
    await expect(toast(page, COPIED)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(1)
    expect(await clipboardText(page)).toBe(link)
    await expectAccessible(page, 'Home offline with the link-copied toast')

    // No sheet and the clipboard refused: the toast gives the link itself.
    await setShareSheet(page, 'absent')
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Stubbed refusal', 'NotAllowedError'))
    })
    await shareButton(page).click()
    await expect(toast(page, `The link could not be copied: ${link}`)).toBeVisible()
    await expectAccessible(page, 'Home offline with the link in a toast')
    expect(errors).toEqual([])
  })
})
