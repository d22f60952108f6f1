// Home feed, likes and favourites (POST and PUT /likes, POST /favorites): a visitor is asked to log
// in; a user's like and unlike are separate calls whose counts show; a double tap on the video
// likes it once; favourite adds to favourites. Seed: user@demo.test bought the first video (v21),
// which nobody has liked or favourited yet.
import { expect, test, type Page, type Request } from './support/test'
import { expectAccessible } from './support/axe'
import { activeSlide, activeVideo, countAfter, expectActive, expectPlaying } from './support/feed'
import { nextApiRequest } from './support/requests'
import { injectFault, resetMock, signIn, skipAgeGate } from './support/session'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

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
  await expectAccessible(page, 'login popup over the feed')
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expect(page).toHaveURL('/')
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  expect(likes).toEqual([])
})

test('a user likes and unlikes a video, then likes it with a double tap', async ({ page }) => {
  await signIn(page, 'user')
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
  await expectAccessible(page, 'Home feed, a liked video')

  sent = nextApiRequest(page, 'PUT', '/likes')
  await like.click()
  request = await sent
  expect(request.postDataJSON()).toEqual({ videoId: 'v21' })
  expect(await (await request.response())?.json()).toEqual({ likesCounts: 0 })
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(countAfter(like)).toHaveText('0')

  // A double tap on the video likes it (one call) and does not pause it.
  const surface = slide.getByRole('button', { name: 'Play' })
  await expectPlaying(activeVideo(page))
  sent = nextApiRequest(page, 'POST', '/likes')
  await surface.dblclick()
  expect((await sent).postDataJSON()).toEqual({ videoId: 'v21' })
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(countAfter(like)).toHaveText('1')
  await expect(surface).toHaveAttribute('aria-pressed', 'true')
  await expectPlaying(activeVideo(page))

  // Another double tap keeps the like: a double tap never unlikes.
  await surface.dblclick()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(countAfter(like)).toHaveText('1')
  expect(likes.map((call) => call.method())).toEqual(['POST', 'PUT', 'POST'])

  // The server kept it.
  await page.reload()
  await expectActive(page, 0)
  await expect(activeSlide(page).getByRole('button', { name: 'Like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('a user adds a video to favourites', async ({ page }) => {
  await signIn(page, 'user')
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
  await expectAccessible(page, 'Home feed, a favourite video')
})

test('a like that fails is rolled back with the message; taps meanwhile are ignored', async ({
  page,
  request,
}) => {
  await signIn(page, 'user')
  const likes = recordCalls(page, '/likes')
  await page.goto('/')
  await expectActive(page, 0)
  const like = activeSlide(page).getByRole('button', { name: 'Like' })
  await injectFault(request, {
    path: '/api/v1/likes',
    status: 500,
    message: 'Likes are resting',
    delayMs: 1000,
  })

  const sent = nextApiRequest(page, 'POST', '/likes')
  await like.click()
  await sent
  // Shown at once, while the call runs; a second tap is ignored.
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(countAfter(like)).toHaveText('1')
  await like.click()

  await expect(page.getByRole('alert').filter({ hasText: 'Likes are resting' })).toBeVisible()
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(countAfter(like)).toHaveText('0')
  expect(likes.map((call) => call.method())).toEqual(['POST'])
  await expectAccessible(page, 'Home feed, a like that failed')
})
