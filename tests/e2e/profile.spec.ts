// Profile/{username} and its video player, MODAL_PROFILE_VIDEO: a creator's
// public profile as a visitor (numbers, posters, Links sheet, tabs, a locked video), an unknown
// name, the owner's own lists, the video player and its three ways out, and a failing profile.
// Every expected value is read from the mock API, never from the seed.
import { expect, test, type Locator, type Page } from './support/test'
import type { FeedItem } from '../../src/api/types'
import { expectAccessible } from './support/axe'
import { feedRegion } from './support/feed'
import { apiGet, isLocked, profileOf, touchDrag, type Profile } from './support/profile'
import { resetMock, skipAgeGate } from './support/session'
import { demoToken } from './support/signed-in'

const CREATOR = 'demo_creator'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const nameOf = (item: FeedItem) => item.metadata.name || 'Video'
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The name a poster is heard by: the video's name, ', locked' after a locked one. */
const posterName = (item: FeedItem) =>
  new RegExp(`^${escaped(nameOf(item))}${isLocked(item) ? ', locked' : ''}$`)

const title = (page: Page) => page.getByRole('heading', { level: 1 })
const videosPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Videos' })
const posters = (scope: Locator) => scope.getByRole('listitem').getByRole('button')
const poster = (scope: Locator, item: FeedItem) =>
  scope.getByRole('button', { name: posterName(item) })

/** The header: title, avatar, '@username' and the three numbers as the statistic gives them. */
async function expectHeader(page: Page, { userdata, statistic }: Profile): Promise<void> {
  await expect(title(page)).toHaveText(userdata.fullname || userdata.username)
  const avatar = page.locator('header', { has: title(page) }).locator('img')
  await expect(avatar).toHaveAttribute('src', userdata.avatar || userdata.avatarThumb)
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  await expect(page.getByText(`@${userdata.username}`, { exact: true })).toBeVisible()
  const numbers = page.locator('dl')
  await expect(numbers.locator('dt')).toHaveText(['Videos', 'Likes', 'Favourites'])
  await expect(numbers.locator('dd')).toHaveText(
    [statistic.videos, statistic.likes, statistic.favorites].map(String),
  )
}

/** The posters of `scope` are exactly `items`, in order, named as a user hears them. */
async function expectPosters(
  scope: Locator,
  items: FeedItem[],
  name: (item: FeedItem) => RegExp = posterName,
): Promise<void> {
  await expect(posters(scope)).toHaveCount(items.length)
  for (const [index, item] of items.entries()) {
    await expect(posters(scope).nth(index)).toHaveAccessibleName(name(item))
  }
}

/** The minutes a purchase poster (its list item) shows are left ('11 h 59 min left'). */
async function minutesLeft(poster: Locator): Promise<number> {
  const text = await poster.getByText(/ left$/).textContent()
  const match = /^(?:(\d+) h)? ?(?:(\d+) min)? left$/.exec(text ?? '')
  expect(match, `'${text}' reads 'N h M min left'`).not.toBeNull()
  return Number(match![1] ?? 0) * 60 + Number(match![2] ?? 0)
}

/** The player is open on `item`: its video with controls, no download, its poster and source. */
async function expectPlayer(page: Page, item: FeedItem): Promise<Locator> {
  const player = page.getByRole('dialog', { name: nameOf(item) })
  await expect(player).toBeVisible()
  const video = player.locator('video')
  await expect(video).toHaveAttribute('controls', '')
  await expect(video).toHaveAttribute('controlslist', 'nodownload')
  await expect(video).toHaveAttribute('poster', item.poster)
  await expect(video).toHaveAttribute('src', item.src)
  return player
}

test("a visitor sees a creator's numbers, posters, links, tabs", async ({ page, request }) => {
  const profile = await profileOf(request, CREATOR)
  expect(profile.videos.some(isLocked)).toBe(true)
  await page.goto(`/profile/${CREATOR}`)
  await expectHeader(page, profile)
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0)
  for (const name of ['Message', 'Donate']) {
    await expect(page.getByRole('button', { name })).toBeDisabled()
  }
  await expect(page.getByText(profile.userdata.description)).toBeVisible()
  await expectPosters(videosPanel(page), profile.videos)
  await expectAccessible(page, "a creator's profile, visitor")

  // Links: a bottom sheet of the three links, opened in a new tab without an opener.
  const linksButton = page.getByRole('button', { name: 'Links' })
  await linksButton.click()
  const sheet = page.getByRole('dialog', { name: 'Links' })
  const hrefOf: Record<string, (value: string) => string> = {
    Web: (value) => new URL(value).href,
    Instagram: (value) => `https://www.instagram.com/${value.replace(/^@/, '')}`,
    Twitter: (value) => `https://twitter.com/${value.replace(/^@/, '')}`,
  }
  expect(profile.links.map((link) => link.name).sort()).toEqual(['Instagram', 'Twitter', 'Web'])
  await expect(sheet.getByRole('link')).toHaveCount(3)
  for (const { name, value } of profile.links) {
    const row = sheet.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })
    const link = row.getByRole('link', { name: value, exact: true })
    await expect(link).toHaveAttribute('href', hrefOf[name]!(value))
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expectAccessible(page, "a creator's profile, visitor, 'Links' open")
  // A bottom sheet: its foot on the screen's, once it has slid in (the axe check above waits for
  // that only when it scans, the first time a run shows this state).
  const sheetFoot = async () => {
    const box = await sheet.boundingBox()
    return box && Math.round(box.y + box.height)
  }
  await expect.poll(sheetFoot).toBe(page.viewportSize()!.height)
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toBeHidden()
  await expect(linksButton).toBeFocused()
  await linksButton.click()
  await expect(sheet).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()

  // Tabs by keyboard: NFT and Playlists are coming soon; back on Videos the posters return.
  const tabs = page.getByRole('tablist', { name: 'Profile content' })
  const tab = (name: string) => tabs.getByRole('tab', { name, exact: true })
  await expect(tab('Videos')).toHaveAttribute('aria-selected', 'true')
  await tab('Videos').focus()
  for (const [key, name] of [
    ['ArrowRight', 'NFT'],
    ['ArrowRight', 'Playlists'],
    ['ArrowLeft', 'NFT'],
  ] as const) {
    await page.keyboard.press(key)
    await expect(tab(name)).toBeFocused()
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name })).toHaveText('Coming soon')
    await expect(videosPanel(page)).toBeHidden()
  }
  await expectAccessible(page, "a creator's profile, visitor, the NFT tab")
  await page.keyboard.press('ArrowLeft')
  await expect(tab('Videos')).toBeFocused()
  await expectPosters(videosPanel(page), profile.videos)

  // A locked poster offers a visitor the airdrop.
  const locked = profile.videos.find(isLocked)!
  await poster(videosPanel(page), locked).click()
  const airdrop = page.getByRole('dialog', { name: 'Get the 69 Points airdrop' })
  await expect(airdrop).toBeVisible()
  await expectAccessible(page, "a creator's profile, visitor, 'Get the 69 Points airdrop' open")
  await airdrop.getByRole('button', { name: 'Close' }).click()
  await expect(airdrop).toBeHidden()
  await expect(page).toHaveURL(`/profile/${CREATOR}`)
})

test("an unknown name says 'Profile not found' and Close goes Home", async ({ page }) => {
  await page.goto('/profile/nobody_here')
  await expect(title(page)).toHaveText('Profile not found')
  await expect(page.getByRole('tablist')).toHaveCount(0)
  await expectAccessible(page, 'Profile not found, visitor')
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL('/')
  await expect(feedRegion(page)).toBeVisible()
  await expectAccessible(page, 'Home, visitor')
})

test.describe('as a user', () => {
  test.use({ account: 'user' })

  test('the own profile: Settings, purchases, liked and favourites', async ({ page, request }) => {
    const token = demoToken('user')
    const me = await apiGet<{ username: string }>(request, '/auth-status', token)
    const profile = await profileOf(request, me.username, token)
    const { videos: purchases } = await apiGet<{ videos: FeedItem[] }>(request, '/purchases', token)
    const list = (path: string) => apiGet<{ items: FeedItem[] }>(request, path, token)
    const { items: liked } = await list('/user-liked-videos')
    const { items: favourites } = await list('/user-favorite-videos')
    for (const list of [purchases, liked, favourites]) expect(list.length).toBeGreaterThan(0)
    // The page's clock stands still at a known time, so the time left it shows is exact.
    const shownAt = Date.now()
    await page.clock.setFixedTime(shownAt)
    await page.goto(`/profile/${me.username}`)
    await expectHeader(page, profile)
    const section = (name: string) => videosPanel(page).getByRole('region', { name })
    await expectPosters(section('Liked'), liked)
    await expectPosters(section('Favourites'), favourites)

    // Each purchase: its name, then the time its 24 hours have left, read when the list was drawn.
    const withTimeLeft = (item: FeedItem) => new RegExp(`^${escaped(nameOf(item))}, .+ left$`)
    await expectPosters(section('Purchases'), purchases, withTimeLeft)
    for (const [index, item] of purchases.entries()) {
      const left = await minutesLeft(section('Purchases').getByRole('listitem').nth(index))
      const minutes = Math.ceil((Date.parse(item.expiresAt!) - shownAt) / 60_000)
      expect(left, `time left on ${nameOf(item)}`).toBe(minutes)
    }
    await expectAccessible(page, 'the own profile, user')

    // A purchase plays its unlocked source.
    await posters(section('Purchases')).first().click()
    const player = await expectPlayer(page, purchases[0]!)
    await expectAccessible(page, 'the own profile, user, the player open')
    await player.getByRole('button', { name: 'Close' }).click()
    await expect(player).toBeHidden()

    const settings = page.getByRole('link', { name: 'Settings' })
    await expect(settings).toHaveAttribute('href', '/profile/settings')
    await settings.click()
    await expect(page).toHaveURL('/profile/settings')
    await expect(title(page)).toHaveText('Settings')
    await expectAccessible(page, 'Settings, user')
  })
})

test('the player closes by Close, Escape and a downward swipe', async ({ page, request }) => {
  const profile = await profileOf(request, CREATOR)
  const open = profile.videos.find((item) => !isLocked(item))!
  await page.goto(`/profile/${CREATOR}`)
  const button = poster(videosPanel(page), open)
  await button.click()
  const player = await expectPlayer(page, open)
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expectAccessible(page, "a creator's profile, visitor, the player open")

  await player.getByRole('button', { name: 'Close' }).click()
  await expect(player).toBeHidden()
  await expect(button).toBeFocused()

  await page.keyboard.press('Enter')
  await expectPlayer(page, open)
  await page.keyboard.press('Escape')
  await expect(player).toBeHidden()
  await expect(button).toBeFocused()

  // 39 px down or a swipe up keeps it open; 40 px down closes it.
  await button.click()
  await expectPlayer(page, open)
  await touchDrag(page, player, 39)
  await touchDrag(page, player, -120)
  await expect(player).toBeVisible()
  await touchDrag(page, player, 40)
  await expect(player).toBeHidden()
  await expect(button).toBeFocused()
  await expect(page).toHaveURL(`/profile/${CREATOR}`)
  await expectAccessible(page, "a creator's profile, visitor")
})
