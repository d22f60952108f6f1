// The field benchmark's figures from one visit: the page's record (page times, ms since its
// navigation start) joined with the proxy's (epoch ms; the page's origin links the two clocks).
import type { FieldMedia } from './field-media'
import { bytesWatched } from './field-mp4'
import type { Delivery, LinkProfile, ProxiedRequest } from './field-proxy'
import type { Landing, Visit } from './field-visit'

const HAVE_FUTURE_DATA = 3
const HAVE_ENOUGH_DATA = 4
/** The fewest round trips before a first frame: a connection, the feed's page, the video. */
const FIRST_FRAME_ROUND_TRIPS = 3
/** How often the page samples its videos (field-in-page.ts). */
const SAMPLE_MS = 20
/** Shorter stands are not counted: a busy machine holds a video's clock that long now and then. */
export const STALL_MIN_MS = 100

/** A request for one of the ladder's clips. */
export const isVideo = (request: ProxiedRequest) =>
  request.url.pathname.startsWith('/media/ladder/') && request.url.pathname.endsWith('.mp4')
const itemOf = (src: string | undefined) =>
  src ? new URL(src, 'http://field.local').searchParams.get('item') : null
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

export interface SwipeFigure {
  landing: Landing
  item: string | null
  /** touchend → time advancing, ms; null: it never played. */
  latencyMs: number | null
  /** The link's least time for it: its bytes still to come ÷ rate, a round trip if not asked. */
  limitMs: number
  bytesAfterTouchEnd: number
  /** From the slide before it showing (its video playing, or a locked one landed on) to this
   * video's first request, ms: negative when asked before. */
  askedAfterPreviousMs: number | null
}

export interface FieldFigures {
  firstPlayingMs: number | null
  firstLimit: { feedBytes: number; videoBytes: number; otherBytes: number; ms: number }
  /** The page's own phases of its start-up, page ms: [label, start, end]. */
  pagePhases: [string, number, number][]
  /** Named moments of the start-up, page ms: [label, sent, done or first byte]. */
  startup: [string, number, number | null][]
  swipes: SwipeFigure[]
  locked: number
  /** `forData`: the stalls during which the player said it was waiting for data. */
  stalls: {
    count: number
    forData: number
    stalledMs: number
    watchedMs: number
    /** Each stall: the video's index in the feed, ms into its watching, how long. */
    each: { index: number; afterMs: number; ms: number }[]
  }
  /** `watchedBeforeSwipe`: with each video read as the viewer began to swipe it away. */
  bytes: { fetched: number; watched: number; watchedBeforeSwipe: number }
  /** Each video fetched, in the order first asked for: its bytes fetched and watched. */
  perVideo: { item: string; fetched: number; watched: number }[]
  mbpsSent: string[]
  renditions: Map<string, number>
}

export function fieldFigures(visit: Visit, media: FieldMedia, link: LinkProfile): FieldFigures {
  const { origin, requests, deliveries } = visit
  const toPage = (epoch: number) => epoch - origin
  const linkMs = (bytes: number) => (bytes * 8) / (link.mbps * 1e3)
  const videoRequests = requests.filter(isVideo)
  const requestsOf = (item: string | null) =>
    videoRequests.filter((request) => request.url.searchParams.get('item') === item)
  const deliveredOf = (item: string | null, from: number, to: number) =>
    sum(
      deliveries
        .filter(({ request, at }: Delivery) => isVideo(request) && toPage(at) > from)
        .filter(
          ({ request, at }) => request.url.searchParams.get('item') === item && toPage(at) <= to,
        )
        .map(({ bytes }) => bytes),
    )

  // The first video and its start-up.
  const firstItem = itemOf(visit.firstLeft?.src)
  const feedCalls = requests.filter((request) => request.url.pathname === '/api/v1/items')
  const firstFrame = visit.firstPlaying ?? visit.end
  const feedBytes = feedCalls[0]?.bytes ?? 0
  const videoBytes = deliveredOf(firstItem, -Infinity, firstFrame)
  const allBefore = sum(deliveries.filter((d) => toPage(d.at) <= firstFrame).map((d) => d.bytes))
  const firstLimit = {
    feedBytes,
    videoBytes,
    otherBytes: allBefore - feedBytes - videoBytes,
    ms: linkMs(feedBytes + videoBytes) + FIRST_FRAME_ROUND_TRIPS * link.rttMs,
  }
  const firstByte = (request: ProxiedRequest) => {
    const at = deliveries.find((delivery) => delivery.request === request)?.at
    return at === undefined ? null : toPage(at)
  }
  const startup: FieldFigures['startup'] = []
  for (const path of ['/api/v1/settings', '/api/v1/auth-status', '/api/v1/items']) {
    const call = requests.find((request) => request.url.pathname === path)
    if (call) startup.push([path.slice(7), toPage(call.at), call.doneAt && toPage(call.doneAt)])
  }
  const poster = requests.find(
    (request) =>
      request.url.pathname.endsWith('.jpg') && request.url.searchParams.get('item') === firstItem,
  )
  if (poster) startup.push(['poster', toPage(poster.at), poster.doneAt && toPage(poster.doneAt)])
  const firstVideo = requestsOf(firstItem)[0]
  if (firstVideo) startup.push(['video (first byte)', toPage(firstVideo.at), firstByte(firstVideo)])

  // The swipes.
  const swipes: SwipeFigure[] = []
  let previousShown = visit.firstPlaying
  for (const landing of visit.landings) {
    const shown = previousShown
    previousShown = landing.hasVideo ? landing.playing : landing.touchEnd
    if (!landing.hasVideo) continue
    const item = itemOf(landing.left?.src ?? landing.atTouchEnd?.src)
    const askedAt = requestsOf(item)[0]?.at
    const asked = askedAt === undefined ? null : toPage(askedAt)
    const end = landing.playing ?? landing.touchEnd
    const bytesAfterTouchEnd = deliveredOf(item, landing.touchEnd, end)
    const askedLate = asked === null || asked > landing.touchEnd
    swipes.push({
      landing,
      item,
      latencyMs: landing.playing === null ? null : landing.playing - landing.touchEnd,
      limitMs: linkMs(bytesAfterTouchEnd) + (askedLate ? link.rttMs : 0),
      bytesAfterTouchEnd,
      askedAfterPreviousMs: asked === null || shown === null ? null : asked - shown,
    })
  }

  // Watching: each video from its start to the next touchend (or the end of the visit).
  const windows: { index: number; from: number; to: number }[] = []
  const touchEnds = visit.landings.map((landing) => landing.touchEnd)
  if (visit.firstPlaying !== null)
    windows.push({
      index: visit.firstIndex,
      from: visit.firstPlaying,
      to: touchEnds[0] ?? visit.end,
    })
  visit.landings.forEach((landing, n) => {
    if (landing.playing !== null)
      windows.push({ index: landing.to, from: landing.playing, to: touchEnds[n + 1] ?? visit.end })
  })
  let count = 0
  let forData = 0
  let stalledMs = 0
  const each: FieldFigures['stalls']['each'] = []
  for (const { index, from, to } of windows) {
    for (const stop of visit.log.stops) {
      if (stop.index !== index || stop.t <= from || stop.t >= to) continue
      // Seen after the stop, though dated back to when the time moved again.
      const resumed = visit.log.advances.find(
        (start) => start.index === index && start.seen > stop.t,
      )
      const until = Math.min(resumed?.t ?? to, to)
      if (until - stop.t < STALL_MIN_MS) continue
      count += 1
      stalledMs += until - stop.t
      each.push({ index, afterMs: stop.t - from, ms: until - stop.t })
      // The stop is seen a sample late, the event may come before it.
      const waited = visit.log.waits.some(
        (wait) => wait.index === index && wait.t > stop.t - SAMPLE_MS * 5 && wait.t <= until,
      )
      if (waited) forData += 1
    }
  }
  const watchedMs = sum(windows.map(({ from, to }) => to - from))

  // Watched: each video up to where it was when its watching ended, as for the stalls: at the
  // touchend that took the viewer on (the frames played while the finger dragged it away were
  // seen), the last one at the end of the visit. `readBefore` reads each as the viewer began to
  // swipe instead, which leaves the drag out.
  const endings = [
    { video: visit.firstLeft, index: visit.firstIndex },
    ...visit.landings.map((landing) => ({ video: landing.left, index: landing.to })),
  ]
  const watchedEach = endings.flatMap(({ video, index }, n) => {
    if (!video?.src) return []
    const touchEnd = visit.landings[n]?.touchEnd
    const atTouchEnd = visit.log.touchEnds.find((touch) => touch.t === touchEnd)?.videos[index]
    const seconds =
      atTouchEnd?.src === video.src ? Math.max(video.time, atTouchEnd.time) : video.time
    const bytesAt = (at: number) => bytesWatched(media.dir, video.src, at, media.seconds)
    return [{ item: itemOf(video.src), bytes: bytesAt(seconds), readBefore: bytesAt(video.time) }]
  })
  const watched = sum(watchedEach.map(({ bytes }) => bytes))
  const watchedOf = new Map(watchedEach.map(({ item, bytes }) => [item, bytes]))
  const perVideo = [...new Set(videoRequests.map((request) => itemOf(request.url.href)))]
    .filter((item): item is string => item !== null)
    .map((item) => ({
      item,
      fetched: sum(requestsOf(item).map((request) => request.bytes)),
      watched: watchedOf.get(item) ?? 0,
    }))
  const renditions = new Map<string, number>()
  for (const item of new Set(
    videoRequests.map((request) => request.url.pathname + request.url.search),
  )) {
    const name = item.split('/')[3] ?? '?'
    renditions.set(name, (renditions.get(name) ?? 0) + 1)
  }
  return {
    firstPlayingMs: visit.firstPlaying,
    firstLimit,
    pagePhases: visit.pagePhases,
    startup,
    swipes,
    locked: visit.landings.filter((landing) => !landing.hasVideo).length,
    stalls: { count, forData, stalledMs, watchedMs, each },
    bytes: {
      fetched: sum(videoRequests.map((request) => request.bytes)),
      watched,
      watchedBeforeSwipe: sum(watchedEach.map(({ readBefore }) => readBefore)),
    },
    perVideo,
    mbpsSent: feedCalls.map((call) => call.url.searchParams.get('mbps') ?? 'none'),
    renditions,
  }
}

export const couldPlayThrough = (swipe: SwipeFigure) =>
  (swipe.landing.atTouchEnd?.readyState ?? 0) >= HAVE_ENOUGH_DATA
export const couldStart = (swipe: SwipeFigure) =>
  (swipe.landing.atTouchEnd?.readyState ?? 0) >= HAVE_FUTURE_DATA
