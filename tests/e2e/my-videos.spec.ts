// My Videos (5 a page with react-paginate; GET /creator-items, PUT /item/{id}, DELETE /items/{id}):
// the creator pages through their own videos with the page in the URL, deletes one after a yes,
// and a creator-capable account without videos is invited to upload. The Paid switch and its
// failure: src/features/studio/my-videos-slice.test.ts.
// Seed: creator@demo.test has 14 videos (3 pages, newest first); admin@demo.test has none. The
// expected titles are read from the API, not written down here.
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import { nextApiRequest } from './support/requests'
import { resetMock, skipAgeGate } from './support/session'
import { demoToken } from './support/signed-in'
import { allCreatorItems, creatorItems, rowTitles, toast, videoRow } from './support/studio'

test.use({ account: 'creator' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const titlesOf = (items: { metadata: { name: string } }[]) =>
  items.map((item) => item.metadata.name)

/** react-paginate's list labelled 'Pagination' (or a landmark of that name around it). */
const pager = (page: Page) => page.getByLabel('Pagination', { exact: true }).first()
const pageLink = (page: Page, name: string) => pager(page).getByRole('link', { name, exact: true })
/** react-paginate draws Previous and Next as anchors with the button role. */
const step = (page: Page, name: 'Previous page' | 'Next page') =>
  pager(page)
    .getByRole('button', { name, exact: true })
    .or(pager(page).getByRole('link', { name, exact: true }))

async function openMyVideos(page: Page, path = '/profile/videos'): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'My Videos' })).toBeVisible()
}

async function expectCurrentPage(page: Page, n: number): Promise<void> {
  const current = pageLink(page, `Page ${n}, current page`)
  await expect(current).toHaveAttribute('aria-current', 'page')
  await expect(pager(page).locator('[aria-current="page"]')).toHaveCount(1)
}

test('five videos a page, the page in the URL, Previous and Next', async ({ page, request }) => {
  const all = await allCreatorItems(request, demoToken('creator'))
  expect(all).toHaveLength(14)
  await openMyVideos(page)

  await expect(rowTitles(page)).toHaveText(titlesOf(all.slice(0, 5)))
  await expect(pager(page)).toBeVisible()
  await expectCurrentPage(page, 1)
  await expect(pageLink(page, 'Page 2')).toBeVisible()
  await expect(pageLink(page, 'Page 3')).toBeVisible()
  await expect(step(page, 'Previous page')).toHaveAttribute('aria-disabled', 'true')
  await expect(step(page, 'Next page')).toHaveAttribute('aria-disabled', 'false')
  // Every video says how it is doing and who may watch it.
  for (const item of all.slice(0, 5)) {
    const row = videoRow(page, item.metadata.name)
    const status = { DONE: 'Done', ERROR: 'Error' }[item.status as string] ?? 'Processing'
    await expect(row.getByText(status, { exact: true })).toBeVisible()
    const access = item.permission === 'PRIVATE' ? 'Private' : 'Public'
    await expect(row.getByText(access, { exact: true })).toBeVisible()
    await expect(row.getByText('Video on moderation')).toHaveCount(item.isVerified ? 0 : 1)
    const paid = row.getByRole('switch', { name: 'Paid' })
    if (item.permission === 'PRIVATE') await expect(paid).toBeChecked()
    else await expect(paid).not.toBeChecked()
    await expect(row.getByRole('button', { name: `Delete ${item.metadata.name}` })).toBeEnabled()
  }
  await expectAccessible(page, 'My Videos, creator')

  await pageLink(page, 'Page 2').click()
  await expect(page).toHaveURL('/profile/videos?page=2')
  await expect(rowTitles(page)).toHaveText(titlesOf(all.slice(5, 10)))
  await expectCurrentPage(page, 2)
  await expect(pageLink(page, 'Page 1')).toBeVisible()
  await expect(step(page, 'Previous page')).toHaveAttribute('aria-disabled', 'false')
  await expectAccessible(page, 'My Videos, creator, a later page')

  await step(page, 'Next page').click()
  await expect(page).toHaveURL('/profile/videos?page=3')
  await expect(rowTitles(page)).toHaveText(titlesOf(all.slice(10, 14)))
  await expectCurrentPage(page, 3)
  await expect(step(page, 'Next page')).toHaveAttribute('aria-disabled', 'true')
  await expectAccessible(page, 'My Videos, creator, the last page')

  // The URL holds the page: Back returns to page 2, a reload stays there.
  await page.goBack()
  await expect(page).toHaveURL('/profile/videos?page=2')
  await expect(rowTitles(page)).toHaveText(titlesOf(all.slice(5, 10)))
  await page.reload()
  await expect(rowTitles(page)).toHaveText(titlesOf(all.slice(5, 10)))
  await expectCurrentPage(page, 2)
  await step(page, 'Previous page').click()
  await expect(page).toHaveURL('/profile/videos')
  await expect(rowTitles(page)).toHaveText(titlesOf(all.slice(0, 5)))
})

test('deleting asks first: Cancel keeps the video, Delete removes it', async ({
  page,
  request,
}) => {
  const token = demoToken('creator')
  const all = await allCreatorItems(request, token)
  const [video] = all
  const title = video!.metadata.name
  const deletes: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname)
  })
  await openMyVideos(page)
  const question = page.getByRole('dialog', { name: 'Delete?' })

  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click()
  await expect(question).toBeVisible()
  await expect(question).toContainText(`“${title}” will be removed for good.`)
  await expectAccessible(page, "My Videos, creator, 'Delete?' open")
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
  await expect(rowTitles(page)).toHaveText(titlesOf(all.slice(0, 5)))
  expect(deletes).toEqual([])

  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click()
  const removed = nextApiRequest(page, 'DELETE', `/items/${video!.id}`)
  await question.getByRole('button', { name: 'Delete' }).click()
  expect((await (await removed).response())?.status()).toBe(200)
  await expect(question).toBeHidden()
  await expect(toast(page, 'Video deleted')).toBeVisible()
  await expect(videoRow(page, title)).toHaveCount(0)
  // The next page's first video moves up.
  await expect(rowTitles(page)).toHaveText(titlesOf(all.slice(1, 6)))
  expect(deletes).toEqual([`/api/v1/items/${video!.id}`])
  await expectAccessible(page, "My Videos, creator, 'Video deleted' toast")

  await pageLink(page, 'Page 3').click()
  await expect(page).toHaveURL('/profile/videos?page=3')
  await expect(rowTitles(page)).toHaveText(titlesOf(all.slice(11, 14)))
  expect((await creatorItems(request, token)).count).toBe(all.length - 1)
})

test.describe('as an admin', () => {
  test.use({ account: 'admin' })

  test('an account without videos is invited to upload', async ({ page, request }) => {
    // The seeded admin may upload (creator or admin) and owns no video.
    const token = demoToken('admin')
    expect((await creatorItems(request, token)).count).toBe(0)
    await openMyVideos(page)
    await expect(page.getByText('You have not uploaded any videos yet.')).toBeVisible()
    await expect(pager(page)).toHaveCount(0)
    await expect(page.getByRole('switch')).toHaveCount(0)
    await expectAccessible(page, 'My Videos, admin, empty')
    await page.getByRole('link', { name: 'Upload', exact: true }).click()
    await expect(page).toHaveURL('/profile/upload')
    await expect(page.getByRole('heading', { level: 1, name: 'Upload' })).toBeVisible()
  })
})
