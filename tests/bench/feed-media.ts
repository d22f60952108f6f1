// Media accounting for the feed benchmark: which item each /media/*.mp4 request was for, how
// far ahead of the furthest item reached it was when sent, and how many bytes it fetched.
//
// The seed cycles six clips through its 36 videos, so a media URL does not name one item, and
// the HTTP cache would serve a later item from an earlier one's bytes. The feed responses are
// therefore rewritten on their way to the page (CDP Fetch, only for /api/v1/items, so nothing
// else loses the cache): each src gets `?bench-item=<id>`, which the mock's static server
// ignores. Every item then has its own URL and cache entry, as in a real feed.
import type { CDPSession } from '@playwright/test'

interface FeedPage {
  items?: { id: string; src: string }[]
  hasMore?: boolean
}

interface MediaRequest {
  index: number
  /** Item index minus the furthest index reached, when the request was sent. */
  ahead: number
  /**
   * What the network delivered, counted twice over by Chromium: the network service reports
   * encoded bytes, the renderer decoded ones (only those, when the player cancels the request
   * after reading what it wanted). The larger of the two sums is the body size.
   */
  encoded: number
  decoded: number
  /** loadingFinished's total (body and headers), when the request completed. */
  finished: number | null
  fromCache: boolean
}

/** Bytes that came over the network (0 when served from the cache). */
const bytesOf = (request: MediaRequest) =>
  request.fromCache ? 0 : (request.finished ?? Math.max(request.encoded, request.decoded))

export interface MediaSummary {
  requests: number
  /** Requests the HTTP cache answered. */
  fromCache: number
  /** Bytes by item index. */
  byItem: Map<number, number>
  /** Bytes of requests sent for an item more than one ahead of the furthest reached. */
  tooEarlyBytes: number
  tooEarlyItems: number[]
}

const QUERY = 'bench-item'

export class MediaLedger {
  /** Furthest feed index reached so far (set by the swipe loop). */
  furthest = 0
  /** Feed length once the last page arrived, else null. */
  total: number | null = null
  private readonly ids: string[] = []
  private readonly requests = new Map<string, MediaRequest>()

  constructor(private readonly cdp: CDPSession) {}

  async start(): Promise<void> {
    this.cdp.on('Fetch.requestPaused', (event) => {
      this.rewriteFeedPage(event.requestId, event.responseStatusCode ?? 0, event.responseHeaders)
        // The page is closing: nothing left to answer.
        .catch(() => {})
    })
    this.cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      const url = new URL(request.url)
      if (!url.pathname.startsWith('/media/') || !url.pathname.endsWith('.mp4')) return
      const index = this.ids.indexOf(url.searchParams.get(QUERY) ?? '')
      const ahead = index - this.furthest
      this.requests.set(requestId, {
        index,
        ahead,
        encoded: 0,
        decoded: 0,
        finished: null,
        fromCache: false,
      })
    })
    this.cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const entry = this.requests.get(requestId)
      if (entry) entry.fromCache = !!response.fromDiskCache || !!response.fromServiceWorker
    })
    // Summed as it arrives, so a request the player cancels half-way still counts what it got.
    this.cdp.on('Network.dataReceived', ({ requestId, dataLength, encodedDataLength }) => {
      const entry = this.requests.get(requestId)
      if (!entry) return
      entry.encoded += encodedDataLength
      entry.decoded += dataLength
    })
    this.cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = this.requests.get(requestId)
      if (entry) entry.finished = encodedDataLength
    })
    await this.cdp.send('Network.enable')
    await this.cdp.send('Fetch.enable', {
      patterns: [{ urlPattern: '*/api/v1/items\\?*', requestStage: 'Response' }],
    })
  }

  private async rewriteFeedPage(
    requestId: string,
    status: number,
    headers: { name: string; value: string }[] = [],
  ): Promise<void> {
    const { body, base64Encoded } = await this.cdp.send('Fetch.getResponseBody', { requestId })
    const text = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body
    let page: FeedPage
    try {
      page = JSON.parse(text) as FeedPage
    } catch {
      await this.cdp.send('Fetch.continueRequest', { requestId })
      return
    }
    if (status !== 200 || !Array.isArray(page.items)) {
      await this.cdp.send('Fetch.continueRequest', { requestId })
      return
    }
    // Indexes as the app builds its list: pages appended in order, known ids skipped.
    for (const item of page.items) {
      if (!this.ids.includes(item.id)) this.ids.push(item.id)
      if (item.src) item.src += `${item.src.includes('?') ? '&' : '?'}${QUERY}=${item.id}`
    }
    if (page.hasMore === false) this.total = this.ids.length
    await this.cdp.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: status,
      // The body's length changed; let Chromium work it out.
      responseHeaders: headers.filter(({ name }) => name.toLowerCase() !== 'content-length'),
      body: Buffer.from(JSON.stringify(page)).toString('base64'),
    })
  }

  /** Totals so far (index -1: a media URL that no feed item carries). */
  summary(): MediaSummary {
    const byItem = new Map<number, number>()
    let tooEarlyBytes = 0
    const tooEarly = new Set<number>()
    for (const request of this.requests.values()) {
      const bytes = bytesOf(request)
      byItem.set(request.index, (byItem.get(request.index) ?? 0) + bytes)
      if (request.ahead > 1) {
        tooEarlyBytes += bytes
        tooEarly.add(request.index)
      }
    }
    return {
      requests: this.requests.size,
      fromCache: [...this.requests.values()].filter((request) => request.fromCache).length,
      byItem,
      tooEarlyBytes,
      tooEarlyItems: [...tooEarly].sort((a, b) => a - b),
    }
  }
}
