// The media URLs the API answers: root-relative by default, absolute on the media origin once the
// server serves media there (every answer that names a video, poster, avatar or upload).
import { afterEach, describe, expect, it } from 'vitest'
import { setMediaOrigin } from './media-urls'
import { useInProcessMock } from './test-support/in-process'

const api = useInProcessMock()
const CDN = 'http://cdn.test'

afterEach(() => setMediaOrigin(''))

const MEDIA_FIELDS = new Set(['src', 'poster', 'avatar', 'avatarThumb'])

/** Every non-empty src, poster, avatar and avatarThumb anywhere in an answer. */
function mediaUrlsIn(body: unknown): string[] {
  if (Array.isArray(body)) return body.flatMap(mediaUrlsIn)
  if (!body || typeof body !== 'object') return []
  return Object.entries(body).flatMap(([name, value]) =>
    MEDIA_FIELDS.has(name) && typeof value === 'string'
      ? value
        ? [value]
        : []
      : mediaUrlsIn(value),
  )
}

/** Signs in and makes every call whose answer names media, an avatar and a video upload first. */
async function answersNamingMedia(): Promise<unknown[]> {
  const user = await api.login('user')
  const creator = await api.login('creator')
  const admin = await api.login('admin')
  const avatar = await api.call('PUT', '/user-avatar', {
    token: user,
    form: { avatar: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) },
  })
  const videoData = new File([new Uint8Array(64)], 'holiday.mp4', { type: 'video/mp4' })
  const form = { videoData, videoName: 'Holiday', videoDescription: 'Beach', videoAccess: 'PUBLIC' }
  expect((await api.call('POST', '/upload', { token: creator, form })).status).toBe(200)
  const page = { limit: 10, offset: 0 }
  const calls = await Promise.all([
    api.call('GET', '/items', { query: { ...page, filter: 'default' } }),
    api.call('GET', '/items', { token: user, query: { ...page, filter: 'default' } }),
    api.call('GET', '/items/v1', { token: user }),
    api.call('GET', '/auth-status', { token: user }),
    api.call('GET', '/user-statistic', { token: user }),
    api.call('GET', '/creator-statistic/demo_creator'),
    api.call('GET', '/user-liked-videos', { token: user, query: page }),
    api.call('GET', '/purchases', { token: user }),
    api.call('GET', '/creator-items', { token: creator, query: { limit: 20, offset: 0 } }),
    api.call('GET', '/manager/items/all', { token: admin, query: page }),
    api.call('GET', '/users', { token: admin }),
  ])
  return [avatar, ...calls].map(({ status, body }) => {
    expect(status).toBe(200)
    return body
  })
}

describe('media URLs in answers', () => {
  it("are root-relative, on the API's own origin, by default", async () => {
    const urls = (await answersNamingMedia()).flatMap(mediaUrlsIn)
    expect(urls.length).toBeGreaterThan(50)
    expect(urls.filter((url) => !url.startsWith('/media/'))).toEqual([])
  })

  it('name the media origin once it is set, for seeded files and uploads alike, after a reset too', async () => {
    setMediaOrigin(CDN)
    await api.call('POST', '/__mock/reset')
    const urls = (await answersNamingMedia()).flatMap(mediaUrlsIn)
    expect(urls.filter((url) => !url.startsWith(`${CDN}/media/`))).toEqual([])
    const kinds = [/\/poster-\d\.jpg$/, /\/clip-\d\.mp4$/, /\/avatar-\d\.png$/, /\/uploads\//]
    for (const kind of kinds) expect(urls.some((url) => kind.test(url))).toBe(true)
  })
})
