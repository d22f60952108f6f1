// A server with a bitrate ladder (`mediaLadder`, the field benchmark's): the feed names the
// ladder's files, the server serves them with byte ranges, and closing it ends the ladder.
// Which rendition a page names: ../media-ladder.test.ts.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { currentMediaLadder } from '../media-ladder'
import { useRunningMock } from '../test-support/running-mock'
import { startMockApi } from './mock-api-server'

const CLIP = new Uint8Array(4096).map((_, index) => index % 251)

const mock = useRunningMock(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'media-ladder-'))
  for (const name of ['360p', '720p']) {
    await mkdir(path.join(dir, name))
    await writeFile(path.join(dir, name, 'clip-1.mp4'), CLIP)
    await writeFile(path.join(dir, name, 'poster-1.jpg'), 'jpeg')
  }
  const renditions = [
    { name: '360p', kbps: 450 },
    { name: '720p', kbps: 1600 },
  ]
  return { mediaLadder: { dir, renditions, clips: 1 } }
})

describe('a server with a media ladder', () => {
  it('serves the files the feed names, videos with byte ranges, and the seeded media still', async () => {
    const { body } = await mock.api.call<{ items: { src: string; poster: string }[] }>(
      'GET',
      '/items',
      { query: { limit: 10, offset: 0, filter: 'default', mbps: 9 } },
    )
    const open = body.items.find((item) => item.src)!
    expect(open.src).toMatch(/^\/media\/ladder\/720p\/clip-1\.mp4\?item=/)
    const get = (url: string, init?: RequestInit) => fetch(new URL(url, mock.server.url), init)
    const part = await get(open.src, { headers: { Range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-type')).toBe('video/mp4')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(CLIP.slice(100, 200))
    expect(await (await get(open.poster)).text()).toBe('jpeg')
    expect((await get('/media/clip-1.mp4')).status).toBe(200)
    expect((await get('/media/ladder/540p/clip-1.mp4')).status).toBe(404)
  })

  it('ends with its server: the ladder before it is named again', async () => {
    const before = currentMediaLadder()
    expect(before?.renditions.map((rendition) => rendition.name)).toEqual(['360p', '720p'])
    const renditions = [{ name: '1080p', kbps: 3000 }]
    const second = await startMockApi({
      port: 0,
      kycPort: 0,
      mediaLadder: {
        dir: await mkdtemp(path.join(os.tmpdir(), 'media-ladder-')),
        renditions,
        clips: 2,
      },
    })
    expect(currentMediaLadder()).toEqual({ renditions, clips: 2 })
    await second.close()
    expect(currentMediaLadder()).toEqual(before)
  })
})
