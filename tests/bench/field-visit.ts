// One returning viewer on one link profile, for the field benchmark: a first visit on an
// unshaped link installs the app (its service worker and precache) with the age gate answered
// and watches the first video there is, as a viewer's first visit would; then the phone's caches
// of content are emptied (HTTP cache, the worker's poster cache), every connection closed and the
// link shaped, and the app opened again (it resumes at that video) on a 4× slower CPU: the first
// video plays, and the viewer watches each video 4 s and swipes on until 12 swipes have landed
// on a video (a locked video, which has none, is looked at 4 s too and not counted).
import { devices, type Browser, type Page } from '@playwright/test'
import { installRecorder, readFeedState } from './feed-in-page'
import { CPU_SLOWDOWN } from './feed-page'
import { flick, MAX_ATTEMPTS, type Direction } from './feed-swipe'
import { installFieldRecorder, type FieldLog, type VideoState } from './field-in-page'
import type { Delivery, LinkProfile, ProxiedRequest, ShapingProxy } from './field-proxy'

export const VIDEO_SWIPES = 12
export const WATCH_MS = 4000
/** More swipes than this means the feed ran out of videos: the run is broken. */
const MAX_SWIPES = 40
const FIRST_VIDEO_TIMEOUT_MS = 60_000
const PLAY_TIMEOUT_MS = 30_000

export interface Landing {
  /** Page time of the touchend that moved the feed. */
  touchEnd: number
  to: number
  hasVideo: boolean
  /** Page time its video's time began to advance after the touchend; null if it never did. */
  playing: number | null
  /** The landing video as the finger left the gesture (before the app reacted). */
  atTouchEnd: VideoState | null
  /** It as the viewer swiped on (or stopped watching): how far it got, its source. */
  left: VideoState | null
}

export interface Visit {
  /** Epoch ms of the measured page's navigation start (its performance.timeOrigin). */
  origin: number
  /** Page time the first video's time began to advance; null if it never did. */
  firstPlaying: number | null
  firstIndex: number
  /** The first video as the viewer swiped on. */
  firstLeft: VideoState | null
  landings: Landing[]
  /** Page time the viewer stopped watching. */
  end: number
  log: FieldLog
  /** The page's own record of its start-up: page ms [label, start, end]. */
  pagePhases: [string, number, number][]
  /** navigator.connection as the page read it. */
  connection: { downlink?: number; rtt?: number; effectiveType?: string }
  requests: ProxiedRequest[]
  deliveries: Delivery[]
  errors: string[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
const pageNow = (page: Page) => page.evaluate(() => performance.now())
const videoAt = (page: Page, index: number) =>
  page.evaluate((at) => window.__fieldVideos?.()[at] ?? null, index)

const POLL_MS = 50

/**
 * In the page: the slide active once there is one, and the page time its video's time began to
 * advance (null if it never did within `timeoutMs`). Waited for in the page, with no Playwright
 * selector or `waitForFunction`: either would first evaluate Playwright's own script in the page,
 * on the main thread the start-up being measured needs.
 */
async function firstVideoPlaying({ pollMs, timeoutMs }: { pollMs: number; timeoutMs: number }) {
  // No named functions in here: the bundler would wrap them in a helper the page does not have.
  for (;;) {
    const slide = document.querySelector('.swiper-slide-active')
    const firstIndex = Number(slide?.getAttribute('data-swiper-slide-index') ?? -1)
    const played = window.__fieldBench?.advances.find((start) => start.index === firstIndex)
    if (slide && played) return { firstIndex, firstPlaying: played.t }
    if (performance.now() > timeoutMs) return { firstIndex, firstPlaying: null }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/** Page time the video at `index` began to advance after `since`, once it has. */
async function playingAfter(page: Page, index: number, since: number, timeout: number) {
  const found = await page
    .waitForFunction(
      ({ at, after }) =>
        window.__fieldBench?.advances.find((start) => start.index === at && start.t > after)?.t,
      { at: index, after: since },
      { timeout, polling: 50 },
    )
    .then(
      (handle) => handle.jsonValue(),
      () => null,
    )
  return typeof found === 'number' ? found : null
}

/**
 * In the page, once the first video plays: its navigation's and the start-up calls' file's
 * timings, so a late start-up call can be told from a late document or a late script.
 */
function readPagePhases(): [string, number, number][] {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const early = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
    (entry) => entry.name.includes('/early-calls-'),
  )
  const phases: [string, number, number][] = []
  if (navigation) {
    phases.push(['worker', navigation.workerStart, navigation.fetchStart])
    phases.push(['document', navigation.fetchStart, navigation.responseEnd])
    phases.push(['parsed', navigation.responseEnd, navigation.domInteractive])
  }
  if (early) phases.push(['early file', early.startTime, early.responseEnd])
  return phases
}

/** Flicks on from the active slide until the feed moves; the landing and its touchend. */
async function swipeOn(page: Page, direction: Direction = 1) {
  const from = (await page.evaluate(readFeedState)).active
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    if (!(await flick(page, from, direction))) continue
    const { active, hasVideo } = await page.evaluate(readFeedState)
    const touch = await page.evaluate(() => window.__fieldBench?.touchEnds.at(-1))
    if (!touch) throw new Error('The recorder saw no touchend')
    return { to: active, hasVideo, touch }
  }
  throw new Error(`${MAX_ATTEMPTS} swipes from item ${from} did not move the feed`)
}

/** The first visit: the app installed, the first video there is watched. */
async function installApp(page: Page, url: string) {
  await page.goto(url)
  await page.locator('.swiper-slide-active').waitFor()
  for (let swipes = 0; !(await page.evaluate(readFeedState)).hasVideo; swipes += 1) {
    if (swipes === MAX_SWIPES) throw new Error('The feed shows no video to watch')
    await swipeOn(page)
  }
  const { active } = await page.evaluate(readFeedState)
  if ((await playingAfter(page, active, 0, FIRST_VIDEO_TIMEOUT_MS)) === null)
    throw new Error('The first visit played no video')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.evaluate(() => caches.delete('images'))
}

export interface VisitOptions {
  browser: Browser
  url: string
  proxy: ShapingProxy
  profile: LinkProfile
  /** Whether navigator.connection reports the link's figures, as a phone's browser estimates
   * them; false leaves Chromium's own estimate, which never samples loopback traffic. */
  reportLink: boolean
  /** Runs on the shaped link before the measured visit (the link check). */
  beforeVisit: () => Promise<void>
}

export async function visit(options: VisitOptions): Promise<Visit> {
  const { browser, url, proxy, profile } = options
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  try {
    await context.addInitScript(installRecorder)
    await context.addInitScript(installFieldRecorder)
    const errors: string[] = []
    const onError = (error: Error) => errors.push(error.message)
    proxy.shape(null)
    // Listened to once opened: the recorder cannot reach the storage of the blank page a new page
    // starts on, which is no error of the app's.
    const first = await context.newPage()
    first.on('pageerror', onError)
    await installApp(first, url)
    await first.close()
    proxy.dropConnections()
    proxy.shape(profile)
    await options.beforeVisit()
    proxy.dropConnections()
    proxy.takeLog()

    const page = await context.newPage()
    page.on('pageerror', onError)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    if (options.reportLink) {
      const bytesPerSecond = (profile.mbps * 1e6) / 8
      await cdp.send('Network.overrideNetworkState', {
        offline: false,
        latency: profile.rttMs,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: bytesPerSecond,
        connectionType: 'cellular4g',
      })
    }
    await page.goto(url, { waitUntil: 'commit' })
    const origin = await page.evaluate(() => performance.timeOrigin)
    const { firstIndex, firstPlaying } = await page.evaluate(firstVideoPlaying, {
      pollMs: POLL_MS,
      timeoutMs: FIRST_VIDEO_TIMEOUT_MS,
    })
    const pagePhases = await page.evaluate(readPagePhases)
    // Playwright's selector engine is evaluated in the page on its first use, about 330 kB of
    // script: here, while the first video plays, not during start-up (docs/testing.md).
    await page.locator('.swiper-slide-active').count()
    if (firstPlaying !== null) await sleep(firstPlaying + WATCH_MS - (await pageNow(page)))
    const firstLeft = await videoAt(page, firstIndex)

    const landings: Landing[] = []
    while (landings.filter((landing) => landing.hasVideo).length < VIDEO_SWIPES) {
      if (landings.length === MAX_SWIPES) throw new Error(`No ${VIDEO_SWIPES} videos to swipe to`)
      const { to, hasVideo, touch } = await swipeOn(page)
      const playing = hasVideo ? await playingAfter(page, to, touch.t, PLAY_TIMEOUT_MS) : null
      await sleep((playing ?? touch.t) + WATCH_MS - (await pageNow(page)))
      const left = hasVideo ? await videoAt(page, to) : null
      const atTouchEnd = touch.videos[to] ?? null
      landings.push({ touchEnd: touch.t, to, hasVideo, playing, atTouchEnd, left })
    }
    const end = await pageNow(page)
    const log = await page.evaluate(() => window.__fieldBench)
    if (!log) throw new Error('The field recorder is gone')
    const connection = await page.evaluate(() => {
      const { downlink, rtt, effectiveType } =
        (navigator as Navigator & { connection?: Visit['connection'] }).connection ?? {}
      return { downlink, rtt, effectiveType }
    })
    const { requests, deliveries } = proxy.takeLog()
    return {
      origin,
      firstPlaying,
      firstIndex,
      firstLeft,
      landings,
      end,
      log,
      pagePhases,
      connection,
      requests,
      deliveries,
      errors,
    }
  } finally {
    await context.close()
  }
}
