// The seeded clips play in Chromium straight from the mock API (with HTTP Range).
import { expect, test } from './support/test'
import { resetMock, skipAgeGate } from './support/session'

test.beforeEach(async ({ request }) => {
  await resetMock(request)
})

test('a seeded clip from the feed plays', async ({ page, request }) => {
  const feed = await request.get('/api/v1/items?limit=10&offset=0&filter=default')
  const { items } = (await feed.json()) as { items: { src: string; poster: string }[] }
  const item = items.find((candidate) => candidate.src !== '')
  expect(item).toBeDefined()

  await skipAgeGate(page)
  await page.goto('/')
  const played = await page.evaluate(async (src) => {
    const video = document.createElement('video')
    video.muted = true
    video.playsInline = true
    video.src = src
    document.body.append(video)
    await video.play()
    await new Promise<void>((resolve) => {
      const check = () => (video.currentTime > 0.2 ? resolve() : requestAnimationFrame(check))
      check()
    })
    return { width: video.videoWidth, height: video.videoHeight, time: video.currentTime }
  }, item!.src)
  expect(played.height).toBeGreaterThan(played.width)
  expect(played.time).toBeGreaterThan(0.2)

  const poster = await request.get(item!.poster)
  expect(poster.headers()['content-type']).toBe('image/jpeg')
})
