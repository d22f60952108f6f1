// The age gate comes first: on a first visit nothing adult is fetched, shown or played until
// 'Yes, I am 18+', and the feed cannot be moved behind the gate; the answer starts the feed at
// once, from what start-up had: no reload, no second feed page. The visitor is user@demo.test on a device that never answered the gate:
// the newest video is one they bought, so Home starts on a video that plays (a visitor's first
// item is locked, a poster). The gate's dialog itself: modals.spec.ts and keyboard-modals.spec.ts.
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import {
  activeVideo,
  expectActive,
  expectPlaying,
  feedRegion,
  isFeedPage,
  recordFeedRequests,
} from './support/feed'
import { resetMock } from './support/session'

const AGE_GATE = 'ENTER ONLY IF YOU ARE OVER 18 YEARS OLD'

/** Resolves after the page has drawn two more frames: what a state change renders is there. */
const framesDrawn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )

/** What of the feed's media the page holds or plays, and the media it has asked for. */
const adultMedia = (page: Page) =>
  page.evaluate(() => ({
    videosWithSource: document.querySelectorAll('video[src]').length,
    posters: document.querySelectorAll('video[poster], img[src*="/media/"]').length,
    playing: [...document.querySelectorAll('video')].filter((video) => !video.paused).length,
    fetched: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/media/')),
  }))

test.use({ account: 'user' })

test.beforeEach(async ({ request }) => {
  await resetMock(request)
})

test('a first visit shows nothing adult before the age gate is answered, then plays at once', async ({
  page,
}) => {
  const mediaRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/')) mediaRequests.push(request.url())
  })
  const feedAnswered = page.waitForResponse((response) => isFeedPage(response.request()))
  await page.goto('/')
  const gate = page.getByRole('dialog', { name: AGE_GATE })
  await expect(gate).toBeVisible()
  // Start-up has the feed's first page, and the page has drawn what that answer changes.
  await feedAnswered
  await framesDrawn(page)
  expect(await adultMedia(page)).toEqual({
    videosWithSource: 0,
    posters: 0,
    playing: 0,
    fetched: [],
  })
  await expect(feedRegion(page)).toHaveCount(0)
  await expectAccessible(page, 'Home, user, the age gate open')

  // A key pressed with the focus fallen to <body> behind the gate moves nothing.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  await page.keyboard.press('ArrowDown')
  await framesDrawn(page)
  expect(mediaRequests).toEqual([])

  // At once: the answer plays what start-up fetched, with no page load and no feed call between.
  let pagesLoaded = 0
  page.on('domcontentloaded', () => (pagesLoaded += 1))
  const feedCalls = recordFeedRequests(page)
  await gate.getByRole('button', { name: 'Yes, I am 18+' }).click()
  await expectPlaying(activeVideo(page))
  await expect(gate).toBeHidden()
  await expectActive(page, 0)
  expect(pagesLoaded).toBe(0)
  expect(feedCalls).toEqual([])
  expect(mediaRequests.length).toBeGreaterThan(0)
  await expectAccessible(page, 'Home, user')
})
