// The Home feed as a user meets it: the region, the slide on screen and its video, and what the
// app asked the feed API for.
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test'

export const feedRegion = (page: Page) => page.getByRole('region', { name: 'Video feed' })

/** The slide on screen: the only one that is not inert. */
export const activeSlide = (page: Page) =>
  feedRegion(page).locator('article[aria-roledescription="slide"]:not([inert])')

export const activeVideo = (page: Page) => activeSlide(page).locator('video')

/** The index Swiper marks active (-1 while there is none). */
export const activeIndex = (page: Page) =>
  page.evaluate(() => {
    const slide = document.querySelector('.swiper-slide-active')
    return slide ? Number(slide.getAttribute('data-swiper-slide-index')) : -1
  })

/**
 * How often to read the active index while waiting for it: a slide change takes a few hundred
 * milliseconds, and `expect.poll`'s default steps (100, 250, 500, then 1000 ms) would mostly wait
 * past its end.
 */
export const INDEX_POLL_INTERVALS = [25, 50, 100]

/** The item at `index` (0-based) is the one on screen, for Swiper and for assistive tech. */
export async function expectActive(page: Page, index: number): Promise<void> {
  await expect
    .poll(() => activeIndex(page), {
      message: `active index ${index}`,
      intervals: INDEX_POLL_INTERVALS,
    })
    .toBe(index)
  await expect(activeSlide(page)).toHaveAttribute(
    'aria-label',
    new RegExp(`^${index + 1} of \\d+$`),
  )
}

/** The '@username' link of the caption (the avatar link has the same name). */
export const captionUser = (slide: Locator) => slide.locator('.feed-caption').getByRole('link')

/** The count shown right after a reaction button. */
export const countAfter = (button: Locator) => button.locator('xpath=following-sibling::*[1]')

/** The video is playing: not paused, and its time moves on (within `timeout` ms, all told). */
export async function expectPlaying(
  video: Locator,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  const deadline = timeout === undefined ? undefined : Date.now() + timeout
  const left = () => (deadline === undefined ? undefined : Math.max(1, deadline - Date.now()))
  const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime, null, {
    timeout: left(),
  })
  await expect
    .poll(
      () =>
        video.evaluate(
          (element: HTMLVideoElement, from) => !element.paused && element.currentTime !== from,
          start,
        ),
      { message: 'video playing', timeout: left() },
    )
    .toBe(true)
}

export async function expectPaused(video: Locator): Promise<void> {
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused), {
      message: 'video paused',
    })
    .toBe(true)
}

export const isFeedPage = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/api/v1/items'

/** The query of a feed request (GET /items) as an object. */
export const feedQuery = (request: Request) =>
  Object.fromEntries(new URL(request.url()).searchParams)

/** Every feed request the page makes from now on. */
export function recordFeedRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (isFeedPage(request)) seen.push(request)
  })
  return seen
}

/** Keeps, in the page, the most `<video>` elements that ever existed at once. */
export async function countVideosOverTime(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { mostVideos: number }
    state.mostVideos = 0
    new MutationObserver(() => {
      state.mostVideos = Math.max(state.mostVideos, document.getElementsByTagName('video').length)
    }).observe(document, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { mostVideos: number }).mostVideos)
}

interface FeedItemSeen {
  id: string
  src: string
  poster: string
  permission: 'PUBLIC' | 'PRIVATE'
  metadata: { username: string; description: string; likesCounts: number; favoriteCounts: number }
}

/** A page of the feed as the API gives it to a visitor, or to the holder of `token`. */
export async function feedPage(
  request: APIRequestContext,
  { offset = 0, token }: { offset?: number; token?: string } = {},
): Promise<FeedItemSeen[]> {
  const response = await request.get(`/api/v1/items?limit=10&offset=${offset}&filter=default`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { items: FeedItemSeen[] }).items
}

/**
 * From the first video of user@demo.test's Home, playing, down to the third (v8): the first they
 * have not bought, its offer in place of the video.
 */
export async function stepToUnboughtVideo(page: Page): Promise<void> {
  await expectActive(page, 0)
  await expectPlaying(activeVideo(page))
  await page.keyboard.press('ArrowDown')
  await expectActive(page, 1)
  await page.keyboard.press('ArrowDown')
  await expectActive(page, 2)
  await expect(activeVideo(page)).toHaveCount(0)
}
