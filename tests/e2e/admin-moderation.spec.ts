// The admin video lists in a browser (Video Moderation, all videos, one user's videos; GET
// /manager/items): each screen loads from the API, pages by 10 with the page in the URL (Back and
// a reload keep it), and a video plays in place on demand. Verifying, Paid, deleting, failures and
// a manager's view are src/features/admin/components/admin-video-list.test.tsx and
// src/features/admin/moderation-slice.test.ts.
// Seed: 46 videos, 10 of them unverified (one page); creator@demo.test owns 14. The expected
// titles are read from the API, not written down here.
import { expect, test, type APIRequestContext, type Page } from './support/test'
import type { FeedItem, ManagerItems, User } from '../../src/api/types'
import { expectAccessible } from './support/axe'
import { resetMock, skipAgeGate } from './support/session'
import { demoToken } from './support/signed-in'

test.use({ account: 'admin' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok(), `GET ${path}`).toBe(true)
  return (await response.json()) as T
}

/** One page of GET /manager/items as the API has it. */
const managerItems = (
  request: APIRequestContext,
  token: string,
  {
    owner = 'all',
    offset = 0,
    isVerified,
  }: { owner?: string; offset?: number; isVerified?: boolean },
) =>
  apiGet<ManagerItems>(
    request,
    `/manager/items/${owner}?limit=10&offset=${offset}` +
      (isVerified === undefined ? '' : `&isVerified=${isVerified}`),
    token,
  )

const titlesOf = (items: FeedItem[]) => items.map((item) => item.metadata.name)

const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true })
const moderationList = (page: Page) => list(page, 'Videos to moderate')
const titles = (page: Page) => page.getByRole('listitem').getByRole('heading', { level: 2 })
const videoRow = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })
const pager = (page: Page) => page.getByLabel('Pagination', { exact: true })
const pageLink = (page: Page, name: string) => pager(page).getByRole('link', { name, exact: true })

async function openModeration(page: Page): Promise<void> {
  await page.goto('/admin-panel/moderation')
  await expect(page.getByRole('heading', { level: 1, name: 'Video Moderation' })).toBeVisible()
  await expect(moderationList(page)).toBeVisible()
}

test('moderation lists only the unverified videos', async ({ page, request }) => {
  const token = demoToken('admin')
  const unverified = await managerItems(request, token, { isVerified: false })
  expect(unverified.count).toBe(10)
  expect(unverified.items.every((item) => !item.isVerified)).toBe(true)
  await openModeration(page)

  await expect(titles(page)).toHaveText(titlesOf(unverified.items))
  for (const item of unverified.items.slice(0, 3)) {
    const row = videoRow(page, item.metadata.name)
    await expect(row.getByText(item.ownerEmail!, { exact: true })).toBeVisible()
    await expect(row.getByText('Not verified', { exact: true })).toBeVisible()
    const status = { DONE: 'Done', ERROR: 'Error' }[item.status as string] ?? 'Processing'
    await expect(row.getByText(status, { exact: true })).toBeVisible()
    const access = item.permission === 'PRIVATE' ? 'Private' : 'Public'
    await expect(row.getByText(access, { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: `Verify ${item.metadata.name}` })).toBeEnabled()
  }
  // Ten fit on one page: no page controls.
  await expect(pager(page)).toHaveCount(0)
  await expectAccessible(page, 'Video Moderation, admin')

  const [first] = unverified.items
  const question = page.getByRole('dialog', { name: 'Delete?' })
  await page.getByRole('button', { name: `Delete ${first!.metadata.name}`, exact: true }).click()
  await expect(question).toBeVisible()
  await expectAccessible(page, "Video Moderation, admin, 'Delete?' open")
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
})

test('all videos page by 10, with the page in the URL', async ({ page, request }) => {
  const token = demoToken('admin')
  const first = await managerItems(request, token, {})
  const second = await managerItems(request, token, { offset: 10 })
  const third = await managerItems(request, token, { offset: 20 })
  expect(first.count).toBeGreaterThan(20)
  await page.goto('/admin-panel/videos')
  await expect(page.getByRole('heading', { level: 1, name: 'All Videos' })).toBeVisible()

  await expect(titles(page)).toHaveText(titlesOf(first.items))
  await expect(
    list(page, 'All videos').getByText('Verified', { exact: true }).first(),
  ).toBeVisible()
  await expect(pageLink(page, 'Page 1, current page')).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page, 'All Videos, admin')

  await pageLink(page, 'Page 2').click()
  await expect(page).toHaveURL('/admin-panel/videos?page=2')
  await expect(titles(page)).toHaveText(titlesOf(second.items))
  await pager(page).getByRole('button', { name: 'Next page', exact: true }).click()
  await expect(page).toHaveURL('/admin-panel/videos?page=3')
  await expect(titles(page)).toHaveText(titlesOf(third.items))
  await expectAccessible(page, 'All Videos, admin, a later page')

  await page.goBack()
  await expect(page).toHaveURL('/admin-panel/videos?page=2')
  await expect(titles(page)).toHaveText(titlesOf(second.items))
  await page.reload()
  await expect(titles(page)).toHaveText(titlesOf(second.items))
})

test('a video plays in place, only once asked, one at a time', async ({ page, request }) => {
  const token = demoToken('admin')
  const { items } = await managerItems(request, token, { isVerified: false })
  const [first, second] = items as [FeedItem, FeedItem]
  const media: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith('.mp4')) media.push(new URL(sent.url()).pathname)
  })
  await openModeration(page)
  // Drawn with the list: a player there from the start would be now.
  await expect(page.locator('video')).toHaveCount(0)

  const played = page.waitForResponse((answer) => answer.url().endsWith(first.src))
  await page.getByRole('button', { name: `Play ${first.metadata.name}`, exact: true }).click()
  const player = videoRow(page, first.metadata.name).locator('video')
  await expect(player).toHaveAttribute('src', first.src)
  await expect(player).toHaveAttribute('controls')
  await expect(player).toBeFocused()
  await expect(page.locator('video')).toHaveCount(1)
  // Read once the asked-for video has answered: nothing was fetched before it was asked for.
  await played
  expect(new Set(media)).toEqual(new Set([new URL(first.src, page.url()).pathname]))
  await expectAccessible(page, 'Video Moderation, admin, a video playing')

  await page.getByRole('button', { name: `Play ${second.metadata.name}`, exact: true }).click()
  await expect(videoRow(page, second.metadata.name).locator('video')).toHaveAttribute(
    'src',
    second.src,
  )
  await expect(page.locator('video')).toHaveCount(1)
  await expect(
    page.getByRole('button', { name: `Play ${first.metadata.name}`, exact: true }),
  ).toBeVisible()
})

test("a user's page lists only that user's videos", async ({ page, request }) => {
  const token = demoToken('admin')
  const { items: users } = await apiGet<{ items: User[] }>(request, '/users', token)
  const creator = users.find((user) => user.email === 'creator@demo.test')!
  const own = await managerItems(request, token, { owner: creator.id })
  expect(own.count).toBe(14)
  expect(own.items.every((item) => item.ownerId === creator.id)).toBe(true)

  await page.goto(`/admin-panel/users/${creator.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'User videos' })).toBeVisible()
  await expect(page.getByText('creator@demo.test', { exact: true })).toBeVisible()
  await expect(titles(page)).toHaveText(titlesOf(own.items))
  await expect(pageLink(page, 'Page 2')).toBeVisible()
  await expectAccessible(page, 'User videos, admin')

  await pageLink(page, 'Page 2').click()
  const rest = await managerItems(request, token, { owner: creator.id, offset: 10 })
  await expect(titles(page)).toHaveText(titlesOf(rest.items))

  const admin = users.find((user) => user.email === 'admin@demo.test')!
  await page.goto(`/admin-panel/users/${admin.id}`)
  await expect(page.getByText('This user has no videos.')).toBeVisible()
  await expectAccessible(page, 'User videos, admin, empty')
  await page.getByRole('link', { name: 'All Users' }).click()
  await expect(page).toHaveURL('/admin-panel/users')
})
