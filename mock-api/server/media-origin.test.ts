// Media on a second origin (`mediaPort`), as a backend with a CDN serves them: the API names it,
// it serves /media (Range, uploads) readable by any page unless told otherwise, and nothing else.
import { describe, expect, it } from 'vitest'
import { currentMediaOrigin } from '../media-urls'
import { useRunningMock } from '../test-support/running-mock'
import { startMockApi } from './mock-api-server'

const mock = useRunningMock(() => ({ mediaPort: 0 }))
const fromMedia = (path: string, init?: RequestInit) =>
  fetch(new URL(path, mock.server.mediaUrl), init)

interface Item {
  src: string
  poster: string
}

describe('the media origin', () => {
  it("is another origin than the API's, by host and port, and the API names it", async () => {
    const media = new URL(mock.server.mediaUrl)
    const api = new URL(mock.server.url)
    expect(media.hostname).toBe('localhost')
    expect(media.hostname).not.toBe(api.hostname)
    expect(media.port).not.toBe(api.port)
    const { body } = await mock.api.call<{ items: Item[] }>('GET', '/items', {
      query: { limit: 10, offset: 0, filter: 'default' },
    })
    const open = body.items.find((item) => item.src)!
    for (const url of [open.src, open.poster]) {
      expect(new URL(url).origin).toBe(mock.server.mediaUrl)
    }
  })

  it('serves posters readable by any page and videos with byte ranges', async () => {
    const poster = await fromMedia('/media/poster-1.jpg', {
      headers: { Origin: 'http://app.test' },
    })
    expect(poster.status).toBe(200)
    expect(poster.headers.get('content-type')).toBe('image/jpeg')
    expect(poster.headers.get('access-control-allow-origin')).toBe('*')
    // Also without an Origin (a plain <img>), so a cached copy passes a later CORS check.
    const plain = await fromMedia('/media/poster-1.jpg')
    expect(plain.headers.get('access-control-allow-origin')).toBe('*')
    const part = await fromMedia('/media/clip-1.mp4', { headers: { Range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
  })

  it('answers without CORS once told, as a CDN without it, until a reset', async () => {
    const cors = async () =>
      (await fromMedia('/media/poster-1.jpg')).headers.get('access-control-allow-origin')
    expect((await mock.api.call('POST', '/__mock/media-cors', { json: {} })).status).toBe(422)
    expect(await mock.api.call('POST', '/__mock/media-cors', { json: { on: false } })).toEqual({
      status: 200,
      body: { on: false },
    })
    expect(await cors()).toBeNull()
    expect((await fromMedia('/media/poster-1.jpg')).status).toBe(200)
    await mock.api.call('POST', '/__mock/reset')
    expect(await cors()).toBe('*')
  })

  it('serves an upload as soon as the API answers with its URL there', async () => {
    const png = new Uint8Array([137, 80, 78, 71, 4, 5, 6])
    const uploaded = await mock.api.call<{ avatar: string }>('PUT', '/user-avatar', {
      token: await mock.api.login('user'),
      form: { avatar: new Blob([png], { type: 'image/png' }) },
    })
    expect(new URL(uploaded.body.avatar).origin).toBe(mock.server.mediaUrl)
    const file = await fetch(uploaded.body.avatar)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png)
  })

  it('serves nothing but media: no API, no control route, no app', async () => {
    for (const path of ['/api/v1/items', '/__mock/reset', '/', '/websdk/websdk.html']) {
      const answer = await fromMedia(path, { method: path === '/__mock/reset' ? 'POST' : 'GET' })
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual({ message: 'Not found' })
    }
  })

  it('ends with its server: the API names the origin it named before again', async () => {
    const second = await startMockApi({ port: 0, kycPort: 0, mediaPort: 0 })
    expect(currentMediaOrigin()).toBe(second.mediaUrl)
    await second.close()
    expect(currentMediaOrigin()).toBe(mock.server.mediaUrl)
  })
})
