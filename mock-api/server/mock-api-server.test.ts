// The HTTP side of the mock: media with Range, the built app with single-page fallback, 404s,
// the widget's own origin, and the test control routes (faults, technical works).
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { safeJoin } from './file-response'
import { useRunningMock } from '../test-support/running-mock'

const mock = useRunningMock(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'mock-dist-'))
  await mkdir(path.join(dist, 'assets'))
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>')
  await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)')
  return { staticDir: dist }
})
const get = (url: string, init?: RequestInit) => fetch(new URL(url, mock.server.url), init)

describe('mock API server', () => {
  it('serves seeded media with byte ranges', async () => {
    const whole = await get('/media/clip-1.mp4')
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    const size = Number(whole.headers.get('content-length'))
    expect(size).toBeGreaterThan(1000)
    const part = await get('/media/clip-1.mp4', { headers: { Range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    // A path never escapes the media folder.
    expect(safeJoin('/srv/media', '/../package.json')).toBe('/srv/media/package.json')
    expect((await get('/media/nothing.mp4')).status).toBe(404)
  })

  it('serves the app, with index.html for deep links and long caching for assets', async () => {
    const deep = await get('/profile/demo_user')
    expect(deep.status).toBe(200)
    expect(await deep.text()).toContain('<title>app</title>')
    expect(deep.headers.get('cache-control')).toBe('no-cache')
    const asset = await get('/assets/index-abc.js')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await get('/assets/gone-123.js')).status).toBe(404)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    expect(await mock.api.call('GET', '/no-such-call')).toEqual({
      status: 404,
      body: { message: 'Not found' },
    })
  })

  it('serves the widget stand-in on its own origin', async () => {
    expect(mock.server.kycUrl).not.toBe(mock.server.url)
    const widget = await fetch(`${mock.server.kycUrl}/websdk/websdk.html?_=id_abc`)
    expect(widget.status).toBe(200)
    expect(await widget.text()).toContain('Approve (demo)')
  })

  it('injects faults for the next N calls to a path', async () => {
    await mock.api.call('POST', '/__mock/faults', {
      json: { path: '/api/v1/settings', status: 503, message: 'Down for a moment', times: 2 },
    })
    expect(await mock.api.call('GET', '/settings')).toEqual({
      status: 503,
      body: { message: 'Down for a moment' },
    })
    expect((await mock.api.call('GET', '/settings')).status).toBe(503)
    expect((await mock.api.call('GET', '/settings')).status).toBe(200)

    await mock.api.call('POST', '/__mock/faults', {
      json: { path: '/api/v1/settings', malformed: true },
    })
    const malformed = await get('/api/v1/settings')
    expect(malformed.status).toBe(200)
    await expect(malformed.json()).rejects.toThrow()

    await mock.api.call('POST', '/__mock/faults', {
      json: { path: '/api/v1/settings', delayMs: 300 },
    })
    const started = Date.now()
    expect((await mock.api.call('GET', '/settings')).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('toggles technical works', async () => {
    await mock.api.call('POST', '/__mock/technical-works', { json: { on: true } })
    expect((await mock.api.call('GET', '/settings')).body).toMatchObject({ isTechnicalWorks: true })
    await mock.api.call('POST', '/__mock/reset')
    expect((await mock.api.call('GET', '/settings')).body).toMatchObject({
      isTechnicalWorks: false,
    })
  })
})
