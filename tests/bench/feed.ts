// Feed benchmark: the production build served with the mock API, Home opened in Chromium as a
// Pixel 7 with the CPU slowed 4× (feed-page.ts). First the feed in the hand: a swipe at the first
// picture on fresh loads, the smallest slow drag that commits, three quick flicks (feed-hand.ts),
// and a signed-in viewer's Like, tap to next paint (feed-like.ts). Then, as a returning viewer
// (the service worker a first load installed controls the page), 300 touch swipes in one page
// session: the swipe→playing time, the longest task while swiping, the <video> elements and
// the heap after a forced GC at 10, 100 and 300 swipes, and the media fetched ahead of the viewer,
// each against its target. It exits 0 whatever the figures (a benchmark, not a gate), and 1 when
// the page throws or the run breaks.
//
// The seed has 36 published videos; the swipes go down to the last one, back up to the first and
// down again, all in one page session so that the heap figures compare like for like (a mock reset
// would mean a reload).
import { chromium, type CDPSession, type Page } from '@playwright/test'
import { startMockApi } from '../../mock-api/server/mock-api-server'
import { chromiumLaunchOptions } from '../chromium'
import { BROWSER_UI_FEATURES, launchOptionsWithFeaturesOff } from '../chromium-features'
import { handReport, measureInTheHand } from './feed-hand'
import { likeReport, measureLike } from './feed-like'
import { MediaLedger } from './feed-media'
import { openFeed } from './feed-page'
import { heapKinds } from './heap-kinds'
import { drainLog, observeLongTasks, readFeedState, type PageLog } from './feed-in-page'
import { printReport, type Checkpoint } from './feed-report'
import { settle, swipe, type Direction, type SwipeRecord } from './feed-swipe'
import { previewBuild } from '../preview-build'

const SWIPES = 300
const CHECKPOINTS = [10, 100, 300]
const LATENCY_SAMPLES = 10

interface Session {
  page: Page
  cdp: CDPSession
  ledger: MediaLedger
  gcWindows: [number, number][]
  /** What the page's recorder held at each checkpoint, in order. */
  drained: ReturnType<typeof drainLog>[]
}

async function checkpoint({ page, cdp, ledger, gcWindows, drained }: Session, swipes: number) {
  drained.push(await page.evaluate(drainLog))
  const from = await page.evaluate(() => performance.now())
  // Twice: the first pass may only free what the second can then collect.
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters')
  const kinds = await heapKinds(cdp)
  const videos = await page.evaluate(() => document.getElementsByTagName('video').length)
  gcWindows.push([from, await page.evaluate(() => performance.now())])
  const point: Checkpoint = {
    swipes,
    videos,
    heapBytes: usedSize,
    heapKinds: kinds,
    domNodes: nodes,
    listeners: jsEventListeners,
    furthest: ledger.furthest,
    media: ledger.summary(),
  }
  return point
}

async function runSwipes(session: Session) {
  const { page, ledger } = session
  const records: SwipeRecord[] = []
  const checkpoints: Checkpoint[] = []
  let index = (await page.evaluate(readFeedState)).active
  let direction: Direction = 1
  for (let n = 1; n <= SWIPES; n += 1) {
    if (direction === 1 && ledger.total !== null && index >= ledger.total - 1) direction = -1
    else if (direction === -1 && index <= 0) direction = 1
    const record = await swipe(page, ledger, index, direction)
    records.push(record)
    index = record.to
    if (CHECKPOINTS.includes(n)) checkpoints.push(await checkpoint(session, n))
  }
  return { records, checkpoints }
}

async function main() {
  const dist = await previewBuild()
  const server = await startMockApi({ port: 0, kycPort: 0, staticDir: dist })
  // Not a phone's: a desktop browser's own pages, loaded as each page opens.
  const browser = await chromium.launch(
    await launchOptionsWithFeaturesOff(chromiumLaunchOptions, BROWSER_UI_FEATURES),
  )
  const errors: string[] = []
  try {
    const hand = handReport(await measureInTheHand(browser, server.url))
    const like = likeReport(await measureLike(browser, server.url))
    const started: { ledger?: MediaLedger } = {}
    const { page, cdp } = await openFeed(browser, server.url, {
      // The media ledger rewrites the feed's answers: it starts before the page loads.
      beforeLoad: async ({ cdp: session }) => {
        started.ledger = new MediaLedger(session)
        await started.ledger.start()
      },
    })
    const { ledger } = started
    if (!ledger) throw new Error('The media ledger did not start')
    page.on('pageerror', (error) => errors.push(error.message))
    // A returning viewer, as on every visit after the first: the service worker the first load
    // installed controls the page (src/service-worker.ts).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.waitForFunction(() => !!navigator.serviceWorker.controller)
    await page.reload()
    await page.locator('.swiper-slide-active').waitFor()
    const { active } = await page.evaluate(readFeedState)
    // The first item plays and the next is fetched before the first swipe, as for a viewer.
    await settle(page, active, 0)
    await page.evaluate(observeLongTasks)

    const session: Session = { page, cdp, ledger, gcWindows: [], drained: [] }
    const { records, checkpoints } = await runSwipes(session)
    const rest = await page.evaluate(() => window.__feedBench)
    if (!rest) throw new Error('The feed recorder is gone')
    const parts = [...session.drained, rest]
    const log: PageLog = {
      maxVideos: rest.maxVideos,
      playing: parts.flatMap((part) => part.playing),
      touchEnds: parts.flatMap((part) => part.touchEnds),
      longTasks: parts.flatMap((part) => part.longTasks),
    }
    printReport({
      records,
      log,
      checkpoints,
      gcWindows: session.gcWindows,
      latencySamples: LATENCY_SAMPLES,
      feedLength: ledger.total,
    })
    for (const line of [...hand, ...like]) console.log(line)
  } finally {
    await browser.close()
    await server.close()
  }
  if (errors.length > 0) {
    console.error(`The page threw:\n  ${errors.join('\n  ')}`)
    process.exit(1)
  }
}

await main()
