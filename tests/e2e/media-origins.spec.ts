// Media from another origin, as a backend with a CDN serves them: the mock names its second
// origin (http://localhost:<port>, the page being on 127.0.0.1) in every media URL, and the demo
// build allows it through VITE_MEDIA_ORIGINS. Home shows those posters and plays those videos
// under the policy, and the service worker keeps the posters seen, so Home started offline shows
// them from its cache. Seed: a visitor's first item is paid (its poster alone), the second free.
import { expect, test, type Page, type Response } from './support/test'
import { untilWorkerControls } from './support/service-worker'
import { expectAccessible } from './support/axe'
import { watchPolicyViolations } from './support/content-security-policy'
import { activeSlide, activeVideo, expectActive, expectPlaying, feedPage } from './support/feed'
import { reloadOffline } from './support/offline'
import { resetMock, skipAgeGate } from './support/session'
import { swipeTo } from './support/swipe'

// Media from the second origin; the worker, which every other journey blocks
// (playwright.config.ts), keeps the posters.
test.use({ mediaFromSecondOrigin: true, serviceWorkers: 'allow' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

/** The worker's image cache: the URLs it holds; [] when there is none (opening would create it). */
const cachedImages = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('images'))) return []
    const cache = await caches.open('images')
    return (await cache.keys()).map((request) => request.url)
  })

/** The locked cover's picture on screen: its URL, and whether it has arrived and drawn. */
const lockedPoster = (page: Page) =>
  activeSlide(page)
    .locator('img.locked-cover__poster')
    .evaluate((image: HTMLImageElement) => ({
      url: image.currentSrc,
      drawn: image.complete && image.naturalWidth > 0,
    }))

/** How each image the page asks for from now on is answered: status, and whether by the worker. */
function recordImageAnswers(page: Page): Map<string, { status: number; fromWorker: boolean }> {
  const answers = new Map<string, { status: number; fromWorker: boolean }>()
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'image') return
    answers.set(response.url(), {
      status: response.status(),
      fromWorker: response.fromServiceWorker(),
    })
  })
  return answers
}

test('posters and videos from a media origin show and play, and the posters seen start offline', async ({
  page,
  context,
  request,
  mockApi,
}) => {
  const [locked, free] = await feedPage(request)
  for (const url of [locked!.poster, free!.poster, free!.src]) {
    expect(new URL(url).origin).toBe(mockApi.mediaUrl)
  }
  const violations = await watchPolicyViolations(page)

  // The first visit installs the worker; from the next load on, it sees every image asked for.
  await page.goto('/')
  await untilWorkerControls(page)
  await page.reload()
  expect(await page.evaluate(() => window.location.origin)).not.toBe(mockApi.mediaUrl)

  // The paid item's poster, drawn from the media origin.
  await expectActive(page, 0)
  await expect
    .poll(() => lockedPoster(page), { message: 'the locked poster drawn' })
    .toEqual({ url: locked!.poster, drawn: true })

  // The free one plays from there, under its poster from there.
  await swipeTo(page, 'next')
  await expectActive(page, 1)
  await expectPlaying(activeVideo(page))
  expect(await activeVideo(page).evaluate((video: HTMLVideoElement) => video.currentSrc)).toBe(
    free!.src,
  )
  await expect(activeVideo(page)).toHaveAttribute('poster', free!.poster)
  await expect
    .poll(() => cachedImages(page), { message: 'both posters kept' })
    .toEqual(expect.arrayContaining([locked!.poster, free!.poster]))

  // Back on the paid item, then started again without network: the page kept for offline use,
  // its posters from the worker's cache.
  await swipeTo(page, 'previous')
  await expectActive(page, 0)
  const answers = recordImageAnswers(page)
  await reloadOffline(context, page)
  await expectActive(page, 0)
  await expect(activeSlide(page).getByRole('button', { name: 'Open With 10 Points' })).toBeVisible()
  await expect
    .poll(() => lockedPoster(page), { message: 'the locked poster drawn' })
    .toEqual({ url: locked!.poster, drawn: true })
  await expect
    .poll(() => answers.get(locked!.poster), { message: 'the locked poster from the worker' })
    .toEqual({ status: 200, fromWorker: true })
  await expectAccessible(page, 'Home started offline, its poster from the media origin')

  await swipeTo(page, 'next')
  await expectActive(page, 1)
  await expect(activeSlide(page).getByText('This video is not available offline.')).toBeVisible()
  await expect(activeVideo(page)).toHaveAttribute('poster', free!.poster)
  await expect
    .poll(() => answers.get(free!.poster), { message: "the video's poster from the worker" })
    .toEqual({ status: 200, fromWorker: true })
  expect(violations).toEqual([])
})

test('posters from a media origin without CORS still show, and are not kept', async ({
  page,
  request,
}) => {
  const [locked, free] = await feedPage(request)
  // A CDN that sends no Access-Control-Allow-Origin: the worker's CORS request fails.
  expect((await request.post('/__mock/media-cors', { data: { on: false } })).ok()).toBe(true)
  const violations = await watchPolicyViolations(page)
  await page.goto('/')
  await untilWorkerControls(page)
  const answers = recordImageAnswers(page)
  await page.reload()

  // Under the worker, the posters still come, asked for as the page asked (kept nowhere).
  await expectActive(page, 0)
  await expect
    .poll(() => lockedPoster(page), { message: 'the locked poster drawn' })
    .toEqual({ url: locked!.poster, drawn: true })
  await swipeTo(page, 'next')
  await expectPlaying(activeVideo(page))
  for (const poster of [locked!.poster, free!.poster]) {
    await expect.poll(() => answers.get(poster)?.fromWorker, { message: poster }).toBe(true)
  }
  expect(await cachedImages(page)).toEqual([])
  expect(violations).toEqual([])
})
