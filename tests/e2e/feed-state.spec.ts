// Home feed, what it remembers (localStorage; GET /items): the
// Following / Feed filter asks for its own list and survives a reload; a visitor's Following is
// empty and offers the Feed; after a reload the feed resumes at the last viewed video (`vid`).
// Seed: user@demo.test follows demo_creator and luna_clips.
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import {
  activeSlide,
  activeVideo,
  captionUser,
  expectActive,
  feedPage,
  feedQuery,
  feedRegion,
  isFeedPage,
} from './support/feed'
import { resetMock, signIn, skipAgeGate } from './support/session'
import { swipeTo } from './support/swipe'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const filterButton = (page: Page, name: 'Following' | 'Feed') =>
  page.getByRole('group', { name: 'Feed filter' }).getByRole('button', { name })

/** The next first-page request of the feed. */
const nextFirstPage = (page: Page) =>
  page.waitForRequest((request) => isFeedPage(request) && feedQuery(request).offset === '0')

const storedFilter = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('videoFeedFilter'))

test('Following asks for the followed creators and stays chosen after a reload', async ({
  page,
}) => {
  await signIn(page, 'user')
  await page.goto('/')
  await expectActive(page, 0)
  await expect(filterButton(page, 'Feed')).toHaveAttribute('aria-pressed', 'true')

  let firstPage = nextFirstPage(page)
  await filterButton(page, 'Following').click()
  let query = feedQuery(await firstPage)
  expect(query).toMatchObject({ limit: '10', offset: '0', filter: 'following' })
  expect(query).not.toHaveProperty('vid')
  await expect(filterButton(page, 'Following')).toHaveAttribute('aria-pressed', 'true')
  await expect(filterButton(page, 'Feed')).toHaveAttribute('aria-pressed', 'false')
  await expectActive(page, 0)
  await expect(captionUser(activeSlide(page))).toHaveText(/^@(demo_creator|luna_clips)$/)
  expect(await storedFilter(page)).toBe('following')
  await expectAccessible(page, 'Home feed, Following')

  firstPage = nextFirstPage(page)
  await page.reload()
  expect(feedQuery(await firstPage)).toMatchObject({ offset: '0', filter: 'following' })
  await expect(filterButton(page, 'Following')).toHaveAttribute('aria-pressed', 'true')
  await expectActive(page, 0)
  await expect(captionUser(activeSlide(page))).toHaveText(/^@(demo_creator|luna_clips)$/)

  firstPage = nextFirstPage(page)
  await filterButton(page, 'Feed').click()
  query = feedQuery(await firstPage)
  expect(query).toMatchObject({ offset: '0', filter: 'default' })
  await expect(filterButton(page, 'Feed')).toHaveAttribute('aria-pressed', 'true')
  expect(await storedFilter(page)).toBe('default')
})

test("a visitor's Following is empty and offers the Feed", async ({ page }) => {
  await page.goto('/')
  await expectActive(page, 0)

  let firstPage = nextFirstPage(page)
  await filterButton(page, 'Following').click()
  expect(feedQuery(await firstPage)).toMatchObject({ offset: '0', filter: 'following' })
  const empty = page.getByRole('status').filter({
    hasText: 'No videos from creators you follow yet.',
  })
  await expect(empty).toBeVisible()
  await expect(feedRegion(page)).toHaveCount(0)
  await expectAccessible(page, 'Home, empty Following')

  firstPage = nextFirstPage(page)
  await empty.getByRole('button', { name: 'Show the Feed' }).click()
  expect(feedQuery(await firstPage)).toMatchObject({ offset: '0', filter: 'default' })
  await expect(filterButton(page, 'Feed')).toHaveAttribute('aria-pressed', 'true')
  await expect(filterButton(page, 'Following')).toHaveAttribute('aria-pressed', 'false')
  await expect(feedRegion(page)).toBeVisible()
  await expectActive(page, 0)
  await expect(empty).toHaveCount(0)
})

test('after a reload the feed resumes at the last viewed video', async ({ page, request }) => {
  const items = await feedPage(request)
  const target = items[4]!
  expect(target.src).not.toBe('')
  await page.goto('/')
  await expectActive(page, 0)
  for (let index = 1; index <= 4; index += 1) await swipeTo(page, 'next')
  await expect(captionUser(activeSlide(page))).toHaveText(`@${target.metadata.username}`)
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('lastViewedVideo')))
    .toBe(target.id)

  const firstPage = nextFirstPage(page)
  await page.reload()
  expect(feedQuery(await firstPage)).toMatchObject({
    limit: '10',
    offset: '0',
    filter: 'default',
    vid: target.id,
  })
  await expectActive(page, 0)
  await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 10')
  await expect(captionUser(activeSlide(page))).toHaveText(`@${target.metadata.username}`)
  await expect(activeVideo(page)).toHaveAttribute('src', target.src)
  await expect(feedRegion(page).getByText(/^Video 1 of 10: /)).toHaveText(
    `Video 1 of 10: @${target.metadata.username}. ${target.metadata.description}`,
  )
  await expectAccessible(page, 'Home feed, resumed')

  // The next page does not carry `vid`.
  const secondPage = page.waitForRequest(
    (request) => isFeedPage(request) && feedQuery(request).offset === '10',
  )
  for (let index = 1; index <= 7; index += 1) await page.keyboard.press('ArrowDown')
  expect(feedQuery(await secondPage)).not.toHaveProperty('vid')
})
