// Turns what the feed benchmark recorded into its figures, each with its target and PASS or
// MISS. A benchmark, not a gate: the caller exits 0 whatever this prints.
import { DEVTOOLS_KIND, type HeapKinds } from './heap-kinds'
import type { MediaSummary } from './feed-media'
import type { PageLog } from './feed-in-page'
import type { SwipeRecord } from './feed-swipe'

export interface Checkpoint {
  swipes: number
  /** <video> elements in the page at this point. */
  videos: number
  heapBytes: number
  /** The same heap by kind of node, from a snapshot. */
  heapKinds: HeapKinds
  /** Live DOM nodes and JS event listeners, counted after the same GC. */
  domNodes: number
  listeners: number
  /** Furthest index reached at this point, and the media fetched so far. */
  furthest: number
  media: MediaSummary
}

export interface FeedResults {
  records: SwipeRecord[]
  log: PageLog
  /** After 10, 100 and 300 swipes. */
  checkpoints: Checkpoint[]
  /** Page-time windows of the forced garbage collections, whose tasks are not the app's. */
  gcWindows: [number, number][]
  latencySamples: number
  feedLength: number | null
}

/** Able to play at once: what the feed preloads the next video for. */
const HAVE_FUTURE_DATA = 3
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS')
const ms = (value: number) => `${Math.round(value)} ms`
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

interface LatencySample {
  swipe: number
  to: number
  /** touchend → `playing`; null when it never played or had started before the finger lifted. */
  latency: number | null
  early: boolean
  preloaded: boolean
}

function swipeToPlaying({ records, log, latencySamples }: FeedResults): string[] {
  const samples: LatencySample[] = []
  const locked: number[] = []
  for (const [n, record] of records.entries()) {
    if (samples.length === latencySamples) break
    if (!record.hasVideo) {
      locked.push(record.to)
      continue
    }
    const since = records[n - 1]?.touchEnd ?? 0
    const plays = log.playing.filter((e) => e.index === record.to && e.t > since)
    const early = plays.some((e) => e.t <= record.touchEnd)
    const playing = plays.find((e) => e.t > record.touchEnd)
    samples.push({
      swipe: n + 1,
      to: record.to,
      latency: playing && !early ? playing.t - record.touchEnd : null,
      early,
      preloaded: record.readyAtTouchEnd >= HAVE_FUTURE_DATA,
    })
  }
  const timed = samples.filter((s) => s.latency !== null)
  const all = median(timed.map((s) => s.latency!))
  const outcome = (s: LatencySample) =>
    s.early ? 'played before touchend' : s.latency === null ? 'never played' : ms(s.latency)
  const detail = samples.map(
    (s) => `#${s.swipe}→${s.to}: ${outcome(s)}${s.preloaded ? '' : ' (not preloaded)'}`,
  )
  const untimed = samples.length - timed.length
  return [
    `1. Swipe end (the finger's touchend) → next video 'playing' by touch, median of the first ${samples.length} swipes landing on a video: ${all === null ? 'no sample' : ms(all)}`,
    `   target: ≤ 30 ms ${verdict(all !== null && all <= 30)}; not timed (never played, or before touchend): ${untimed}`,
    `   ${detail.join(', ')}`,
    `   landed on a locked item (no video, skipped): ${locked.length ? locked.map((i) => `item ${i}`).join(', ') : 'none'}`,
  ]
}

const signedKb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / 1024).toFixed(0)} kB`

/** The kinds that changed most between the two snapshots. */
function kindGrowth(early: HeapKinds, late: HeapKinds): string {
  const kinds = new Set([...Object.keys(early), ...Object.keys(late)])
  return [...kinds]
    .map((kind) => [kind, (late[kind] ?? 0) - (early[kind] ?? 0)] as const)
    .sort(([, a], [, b]) => Math.abs(b) - Math.abs(a))
    .slice(0, 5)
    .map(([kind, delta]) => `${kind} ${signedKb(delta)}`)
    .join(', ')
}

/** What is not the app's in a snapshot: V8's compiled code, which grows as functions become hot
 * and stops when the code is all compiled, and DevTools' own records (heap-kinds.ts). */
const NOT_THE_APPS = new Set(['code', DEVTOOLS_KIND])

/** The app's part of the heap: the snapshot without what is not the app's. */
const appBytes = (kinds: HeapKinds) =>
  Object.entries(kinds).reduce(
    (sum, [kind, bytes]) => (NOT_THE_APPS.has(kind) ? sum : sum + bytes),
    0,
  )

const percent = (growth: number) => `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%`

function heap({ checkpoints }: FeedResults): string[] {
  const at = (swipes: number) => checkpoints.find((point) => point.swipes === swipes)
  const [mid, late] = [at(100), at(300)]
  if (!mid || !late) return ['3. JS heap: the run did not reach 300 swipes']
  const growth = (late.heapBytes - mid.heapBytes) / mid.heapBytes
  const points = checkpoints.map((point) => `${mb(point.heapBytes)} after ${point.swipes}`)
  const [appFrom, appTo] = [appBytes(mid.heapKinds), appBytes(late.heapKinds)]
  const appGrowth = (appTo - appFrom) / appFrom
  return [
    `3. JS heap after a forced GC: ${points.join(', ')} swipes; 100 → 300: ${percent(growth)}`,
    `   the app's part (the snapshot without compiled code and DevTools' records): ${mb(appFrom)} → ${mb(appTo)}, ${percent(appGrowth)}`,
    `   target: the app's part within 5% ${verdict(Math.abs(appGrowth) <= 0.05)}`,
    `   DOM nodes ${checkpoints.map((point) => point.domNodes).join(' → ')}, JS event listeners ${checkpoints.map((point) => point.listeners).join(' → ')}`,
    `   growth 100 → 300 by kind (snapshot): ${kindGrowth(mid.heapKinds, late.heapKinds)}`,
  ]
}

function longTasks({ log, records, gcWindows }: FeedResults): string[] {
  const tasks = log.longTasks
    .filter(
      (task) =>
        !gcWindows.some(([from, to]) => task.start < to && task.start + task.duration > from),
    )
    .sort((a, b) => b.duration - a.duration)
  // Where each falls: after which swipe's touchend, and how long after it.
  const place = (task: (typeof tasks)[number]) => {
    const swipes = records.filter((record) => record.touchEnd <= task.start)
    const last = swipes.at(-1)
    return last
      ? `${ms(task.duration)} ${ms(task.start - last.touchEnd)} after swipe ${swipes.length}`
      : `${ms(task.duration)} before the first swipe`
  }
  return [
    `4. Longest main-thread task while swiping: ${tasks[0] ? place(tasks[0]) : 'none over 50 ms'}; ${tasks.length} task(s) over 50 ms in all`,
    ...(tasks.length > 1
      ? [`   the longest ones: ${tasks.slice(0, 8).map(place).join('; ')}`]
      : []),
    `   target: none over 50 ms ${verdict(tasks.length === 0)}`,
  ]
}

function mediaAhead(checkpoint: Checkpoint): string {
  const unreached = [...checkpoint.media.byItem].filter(([index]) => index > checkpoint.furthest)
  const total = unreached.reduce((sum, [, bytes]) => sum + bytes, 0)
  const items = unreached.map(([index, bytes]) => `item ${index}: ${kb(bytes)}`).join(', ')
  return `   after ${checkpoint.swipes} swipes (furthest item ${checkpoint.furthest}): ${kb(total)} for items never reached${items ? ` (${items})` : ''}`
}

function media({ checkpoints }: FeedResults): string[] {
  const { media: end } = checkpoints.at(-1)!
  const unknown = end.byItem.get(-1)
  const total = [...end.byItem.values()].reduce((sum, bytes) => sum + bytes, 0)
  return [
    `5. Media bytes for items more than one ahead of the furthest reached (at request time): ${kb(end.tooEarlyBytes)}${end.tooEarlyItems.length ? ` (items ${end.tooEarlyItems.join(', ')})` : ''}`,
    `   target: 0 ${verdict(end.tooEarlyBytes === 0)}`,
    ...checkpoints.map(mediaAhead),
    `   in all: ${end.requests} media request(s), ${end.fromCache} answered by the HTTP cache, ${kb(total)} over the network${unknown ? `, ${kb(unknown)} of it for URLs no feed item carries` : ''}`,
  ]
}

export function printReport(results: FeedResults): void {
  const { records, log } = results
  const directions = records.map((record) => (record.direction === 1 ? 'down' : 'up'))
  const legs = directions.reduce<string[]>((runs, direction) => {
    const last = runs.at(-1)
    if (last?.startsWith(direction))
      runs[runs.length - 1] = `${direction} ×${Number(last.split('×')[1]) + 1}`
    else runs.push(`${direction} ×1`)
    return runs
  }, [])
  const retried = records.flatMap(({ from, to, ignoredGesturesMs: ignored }, n) =>
    ignored.length ? [`#${n + 1} ${from}→${to} after ${ignored.map(ms).join(' + ')}`] : [],
  )
  const unsettled = records.flatMap((record, n) => (record.settled ? [] : [`#${n + 1}`]))
  console.log(
    `Feed benchmark: ${records.length} swipes (${legs.join(', ')}) over a feed of ${results.feedLength ?? '?'} items`,
  )
  const gestures = records.map((record) => record.gestureMs)
  console.log(
    `  touchstart→touchend of the gestures that landed: median ${ms(median(gestures) ?? 0)}, longest ${ms(Math.max(...gestures))}`,
  )
  console.log(`  gestures Swiper let snap back (then repeated): ${retried.join(', ') || 'none'}`)
  console.log(
    `  swipes where the video did not play or the next was not ready within 8 s: ${unsettled.join(', ') || 'none'}`,
  )
  const lines = [
    ...swipeToPlaying(results),
    `2. <video> elements: ${results.checkpoints.map((point) => `${point.videos} after ${point.swipes}`).join(', ')} swipes; most at once: ${log.maxVideos} (target ≤ 3) ${verdict(log.maxVideos <= 3)}`,
    ...heap(results),
    ...longTasks(results),
    ...media(results),
  ]
  for (const line of lines) console.log(line)
}
