// Home feed, likes and favourites (POST and PUT /likes, POST /favorites): a visitor is asked to log
// in; a user's like and unlike are separate calls whose counts show; a double tap on the video
// likes it once; favourite adds to favourites. Seed: user@demo.test bought the first video (v21),
// which nobody has liked or favourited yet.
import { expect, test, type Page, type Request } from './support/test'
import { expectAccessible } from './support/axe'
import { activeSlide, activeVideo, countAfter, expectActive, expectPlaying } from './support/feed'
import { nextApiRequest } from './support/requests'
import { resetMock, skipAgeGate } from './support/session'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

/** How long a tap waits for a second one (src/features/feed/components/use-taps.ts). */
const SECOND_TAP_MS = 250

/** Every call to `/api/v1{path}` from now on. */
function recordCalls(page: Page, path: string): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v1${path}`) seen.push(request)
  })
  return seen
}

test('a visitor who likes a video is offered the login popup', async ({ page }) => {
  const likes = recordCalls(page, '/likes')
  await page.goto('/')
  await expectActive(page, 0)
  const like = activeSlide(page).getByRole('button', { name: 'Like' })
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await like.click()

  const popup = page.getByRole('dialog', { name: 'Welcome back' })
  await expect(popup).toBeVisible()
  await expect(popup.getByRole('link', { name: 'Sign up' })).toBeVisible()
  await expect(popup.getByRole('link', { name: 'Restore password' })).toBeVisible()
  await expectAccessible(page, "Home, visitor, 'Welcome back' open")
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expect(page).toHaveURL('/')
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  expect(likes).toEqual([])
})

test.describe('signed in', () => {
  test.use({ account: 'user' })

  test('a user likes and unlikes a video, then likes it with a double tap', async ({ page }) => {
    await page.clock.install()
    const likes = recordCalls(page, '/likes')
    await page.goto('/')
    await expectActive(page, 0)
    const slide = activeSlide(page)
    const like = slide.getByRole('button', { name: 'Like' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(countAfter(like)).toHaveText('0')

    let sent = nextApiRequest(page, 'POST', '/likes')
    await like.click()
    let request = await sent
    expect(request.postDataJSON()).toEqual({ videoId: 'v21' })
    expect(request.headers()['content-type']).toContain('application/json')
    expect((await request.response())?.status()).toBe(200)
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(countAfter(like)).toHaveText('1')
    await expectAccessible(page, 'Home, user, a video liked')

    sent = nextApiRequest(page, 'PUT', '/likes')
    await like.click()
    request = await sent
    expect(request.postDataJSON()).toEqual({ videoId: 'v21' })
    expect(await (await request.response())?.json()).toEqual({ likesCounts: 0 })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(countAfter(like)).toHaveText('0')

    // A double tap on the video likes it (one call) and does not pause it, also once the wait for
    // a second tap is over.
    const surface = slide.getByRole('button', { name: 'Play' })
    await expectPlaying(activeVideo(page))
    sent = nextApiRequest(page, 'POST', '/likes')
    await surface.dblclick()
    expect((await sent).postDataJSON()).toEqual({ videoId: 'v21' })
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(countAfter(like)).toHaveText('1')
    await page.clock.runFor(SECOND_TAP_MS + 50)
    await expect(surface).toHaveAttribute('aria-pressed', 'true')
    await expectPlaying(activeVideo(page))

    // Another double tap keeps the like: a double tap never unlikes.
    await surface.dblclick()
    await page.clock.runFor(SECOND_TAP_MS + 50)
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(countAfter(like)).toHaveText('1')

    // The server kept it. The calls are counted after the reload, which any call of the double
    // tap's went out before.
    await page.reload()
    await expectActive(page, 0)
    await expect(activeSlide(page).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(likes.map((call) => call.method())).toEqual(['POST', 'PUT', 'POST'])
  })

  test('a user adds a video to favourites', async ({ page }) => {
    await page.goto('/')
    await expectActive(page, 0)
    const favourite = activeSlide(page).getByRole('button', { name: 'Favourite' })
    await expect(favourite).toHaveAttribute('aria-pressed', 'false')
    await expect(countAfter(favourite)).toHaveText('0')

    const sent = nextApiRequest(page, 'POST', '/favorites')
    await favourite.click()
    const request = await sent
    expect(request.postDataJSON()).toEqual({ videoId: 'v21' })
    expect(await (await request.response())?.json()).toEqual({ favoriteCounts: 1 })
    await expect(favourite).toHaveAttribute('aria-pressed', 'true')
    await expect(countAfter(favourite)).toHaveText('1')
    await expectAccessible(page, 'Home, user, a video made a favourite')
  })
})
