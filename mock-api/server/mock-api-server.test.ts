// The mock's files over HTTP: media with Range, uploads, the built app with single-page fallback
// and JSON 404s, and the widget stand-in on its own origin. The API calls: http-bridge.test.ts.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { Agent, get as httpGet } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useRunningMock } from '../test-support/running-mock'

const mock = useRunningMock(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'mock-dist-'))
  await mkdir(path.join(dist, 'assets'))
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>')
  await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)')
  return { staticDir: dist }
})
const get = (url: string, init?: RequestInit) => fetch(new URL(url, mock.server.url), init)

/** Sends the path as written: fetch() would resolve its `..` before it leaves. */
const getRaw = (rawPath: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    httpGet(`${mock.server.url}${rawPath}`, { path: rawPath }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    }).on('error', reject)
  })

describe('mock API server connections', () => {
  it('tells a client it keeps an idle connection for minutes, not seconds', async () => {
    // A client that pools sockets (Playwright's request fixture) reuses one after a long idle
    // test step; a server that closed it after 5 s answers that reuse with ECONNRESET.
    const agent = new Agent({ keepAlive: true })
    const hint = await new Promise<string | string[] | undefined>((resolve, reject) => {
      httpGet(
        `${mock.server.url}/media/clip-1.mp4`,
        { agent, headers: { Range: 'bytes=0-9' } },
        (res) => {
          res.resume()
          resolve(res.headers['keep-alive'])
        },
      ).on('error', reject)
    })
    agent.destroy()
    expect(hint).toBe('timeout=600')
  })
})

describe('mock API server files', () => {
  it('serves seeded media with byte ranges and an hour of caching', async () => {
    const whole = await get('/media/clip-1.mp4')
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(whole.headers.get('cache-control')).toBe('public, max-age=3600')
    const size = Number(whole.headers.get('content-length'))
    expect(size).toBeGreaterThan(1000)
    const part = await get('/media/clip-1.mp4', { headers: { Range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
  })

  it('answers a missing or outside media file with a JSON 404', async () => {
    const missing = await get('/media/nothing.mp4')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Not found' })
    for (const outside of ['/media/../../package.json', '/media/uploads/../../../package.json']) {
      expect(await getRaw(outside)).toEqual({ status: 404, body: '{"message":"Not found"}' })
    }
  })

  it('serves an uploaded file as soon as the API answers with its URL', async () => {
    const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3])
    const uploaded = await mock.api.call<{ avatar: string }>('PUT', '/user-avatar', {
      token: await mock.api.login('user'),
      form: { avatar: new Blob([png], { type: 'image/png' }) },
    })
    expect(uploaded.status).toBe(200)
    const file = await get(uploaded.body.avatar)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png)
    expect((await get('/media/uploads/upload-0.png')).status).toBe(404)
  })

  it('serves the app: index.html for deep links, long caching for assets', async () => {
    for (const deepLink of ['/', '/profile/demo_user', '/admin-panel/users/u2']) {
      const page = await get(deepLink)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toContain('text/html')
      expect(page.headers.get('cache-control')).toBe('no-cache')
      expect(await page.text()).toContain('<title>app</title>')
    }
    const asset = await get('/assets/index-abc.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await asset.text()).toBe('console.log(1)')
  })

  it('answers a missing asset or script with a JSON 404, never the app', async () => {
    for (const missing of ['/assets/gone-123.js', '/assets/gone', '/sw.js']) {
      const answer = await get(missing)
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual({ message: 'Not found' })
    }
  })

  it('serves the widget stand-in on its own origin, which /settings names', async () => {
    expect(mock.server.kycUrl).not.toBe(mock.server.url)
    const widget = await fetch(`${mock.server.kycUrl}/websdk/websdk.html?_=id_abc`)
    expect(widget.status).toBe(200)
    expect(await widget.text()).toContain('Approve (demo)')
    expect((await mock.api.call('GET', '/settings')).body).toMatchObject({
      kycServiceUrl: mock.server.kycUrl,
    })
  })
})
