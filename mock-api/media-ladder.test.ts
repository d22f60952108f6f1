// The field benchmark's bitrate ladder: with one set, each feed page names the rendition its
// `mbps` allows (at most 60 % of it; none sent: the middle one; too little: the lowest), every
// item on its own URL; without one, the seeded clips whatever `mbps` says.
import { afterEach, describe, expect, it } from 'vitest'
import { setMediaLadder } from './media-ladder'
import { useInProcessMock } from './test-support/in-process'

const api = useInProcessMock()

const LADDER = {
  renditions: [
    { name: '720p', kbps: 1600 },
    { name: '360p', kbps: 450 },
    { name: '540p', kbps: 900 },
  ],
  clips: 8,
}

afterEach(() => setMediaLadder(null))

interface Item {
  id: string
  src: string
  poster: string
}

async function feedPage(mbps?: string): Promise<Item[]> {
  const query = { limit: 10, offset: 0, filter: 'default', ...(mbps === undefined ? {} : { mbps }) }
  const { status, body } = await api.call<{ items: Item[] }>('GET', '/items', { query })
  expect(status).toBe(200)
  return body.items
}

/** The rendition folder every open video of a page names (one name when they agree). */
async function renditionsFor(mbps?: string): Promise<string[]> {
  const items = await feedPage(mbps)
  const folders = items
    .filter((item) => item.src)
    .map((item) => /^\/media\/ladder\/([^/]+)\/clip-\d\.mp4\?item=/.exec(item.src)?.[1])
  return [...new Set(folders)].map(String)
}

describe('the media ladder', () => {
  // First, before any test sets a ladder.
  it('is off by default: the seeded clips whatever the bandwidth', async () => {
    for (const mbps of [undefined, '0.2', '9']) {
      for (const item of await feedPage(mbps)) {
        expect(item.poster).toMatch(/^\/media\/poster-\d\.jpg$/)
        if (item.src) expect(item.src).toMatch(/^\/media\/clip-\d\.mp4$/)
      }
    }
  })

  it('names the highest rendition at most 60 % of the measured bandwidth', async () => {
    setMediaLadder(LADDER)
    expect(await renditionsFor('9')).toEqual(['720p'])
    expect(await renditionsFor('2.7')).toEqual(['720p'])
    expect(await renditionsFor('2.6')).toEqual(['540p'])
    expect(await renditionsFor('1.5')).toEqual(['540p'])
    expect(await renditionsFor('1.4')).toEqual(['360p'])
  })

  it('names the middle rendition when no bandwidth is sent, or none that reads as one', async () => {
    setMediaLadder(LADDER)
    expect(await renditionsFor()).toEqual(['540p'])
    expect(await renditionsFor('')).toEqual(['540p'])
    expect(await renditionsFor('fast')).toEqual(['540p'])
  })

  it('names the lowest rendition when even that one is more than the bandwidth allows', async () => {
    setMediaLadder(LADDER)
    expect(await renditionsFor('0.2')).toEqual(['360p'])
    expect(await renditionsFor('0')).toEqual(['360p'])
  })

  it("gives every item its own URLs, with the chosen rendition's poster, and keeps locked videos locked", async () => {
    setMediaLadder(LADDER)
    const items = await feedPage('9')
    const open = items.filter((item) => item.src)
    expect(new Set(open.map((item) => item.src)).size).toBe(open.length)
    expect(new Set(items.map((item) => item.poster)).size).toBe(items.length)
    for (const item of items) {
      expect(item.poster).toMatch(
        new RegExp(`^/media/ladder/720p/poster-[1-8]\\.jpg\\?item=${item.id}$`),
      )
    }
    const token = await api.login('user')
    const locked = await api.call<{ items: Item[] }>('GET', '/items', {
      token,
      query: { limit: 40, offset: 0, filter: 'default', mbps: '9' },
    })
    const withoutSource = locked.body.items.filter((item) => !item.src)
    expect(withoutSource.length).toBeGreaterThan(0)
    for (const item of withoutSource) expect(item.poster).toMatch(/^\/media\/ladder\/720p\//)
  })
})
