// Prints the field benchmark's figures for one visit. Figures only: no target, no verdict.
import {
  couldPlayThrough,
  couldStart,
  STALL_MIN_MS,
  type FieldFigures,
  type SwipeFigure,
} from './field-figures'
import { VIDEO_SWIPES, WATCH_MS } from './field-visit'
import type { LinkProfile } from './field-proxy'

const s = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`)
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`
const kb = (bytes: number) => `${Math.round(bytes / 1000)} kB`

/** The value at `share` of the sorted values by nearest rank (0.5: median, 1: the worst). */
function rank(values: number[], share: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? null
}

function spread(values: number[]) {
  return `median ${s(rank(values, 0.5))}, 90th ${s(rank(values, 0.9))}, worst ${s(rank(values, 1))}`
}

function swipeLine(swipe: SwipeFigure, n: number): string {
  const { landing, latencyMs, limitMs, bytesAfterTouchEnd, askedAfterPreviousMs } = swipe
  const at = landing.atTouchEnd
  const state = at
    ? `ready ${at.readyState}, ${at.bufferedEnd.toFixed(1)} s buffered`
    : 'not rendered'
  const asked =
    askedAfterPreviousMs === null
      ? 'never asked'
      : `asked ${s(askedAfterPreviousMs)} after the slide before showed`
  return (
    `    ${String(n + 1).padStart(2)}. item ${landing.to} (${swipe.item ?? '?'}): at touchend ${state}; ` +
    `${asked}; playing after ${s(latencyMs)} (${kb(bytesAfterTouchEnd)} after touchend, link ${s(limitMs)})`
  )
}

export function fieldReport(figures: FieldFigures, link: LinkProfile): string[] {
  const { firstLimit, swipes, stalls, bytes } = figures
  const latencies = swipes.flatMap((swipe) => (swipe.latencyMs === null ? [] : [swipe.latencyMs]))
  const never = swipes.length - latencies.length
  const rate = `${link.mbps} Mbit/s`
  const renditions = [...figures.renditions].map(([name, count]) => `${name} ×${count}`).join(', ')
  return [
    `  mbps sent with the feed's pages: ${figures.mbpsSent.join(', ') || 'no page asked'}; ` +
      `videos fetched: ${renditions || 'none'}`,
    `  first video playing: ${s(figures.firstPlayingMs)} after the page was opened` +
      ` (the link allows ${s(firstLimit.ms)}: ${kb(firstLimit.feedBytes)} of feed page and` +
      ` ${kb(firstLimit.videoBytes)} of the video before it played at ${rate},` +
      ` + 3 round trips; ${kb(firstLimit.otherBytes)} more crossed the link before it)`,
    `    in the page: ${figures.pagePhases
      .map(([label, start, end]) => `${label} ${s(start)} → ${s(end)}`)
      .join('; ')}`,
    `    start-up: ${figures.startup
      .map(([label, sent, done]) => `${label} ${s(sent)} → ${s(done)}`)
      .join('; ')}`,
    `  swipe → playing (${swipes.length} swipes onto a video${never ? `, ${never} never played` : ''}): ` +
      spread(latencies),
    `    the link allows: ${spread(swipes.map((swipe) => swipe.limitMs))}`,
    `  next video buffered when the swipe came: ${swipes.filter(couldPlayThrough).length}/${VIDEO_SWIPES}` +
      ` could play through (${swipes.filter(couldStart).length}/${VIDEO_SWIPES} could start at once)`,
    `  stalls (time standing still ${STALL_MIN_MS} ms or more): ${stalls.count}` +
      ` (${stalls.forData} waiting for data), ${s(stalls.stalledMs)} stalled` +
      ` over ${s(stalls.watchedMs)} watched` +
      ` (${((100 * stalls.stalledMs) / Math.max(1, stalls.watchedMs)).toFixed(1)} %)` +
      stalls.each
        .map(({ index, afterMs, ms }) => `; item ${index} ${s(afterMs)} in, ${s(ms)}`)
        .join(''),
    `  video bytes fetched ÷ watched: ${mb(bytes.fetched)} ÷ ${mb(bytes.watched)} = ` +
      `${(bytes.fetched / Math.max(1, bytes.watched)).toFixed(2)} (each video read as the swipe` +
      ` began, leaving out what played during the drag: ` +
      `${(bytes.fetched / Math.max(1, bytes.watchedBeforeSwipe)).toFixed(2)})`,
    `    per video, kB fetched/watched: ${figures.perVideo
      .map(({ item, fetched, watched }) => `${item} ${kb(fetched)}/${kb(watched)}`)
      .join(', ')}`,
    `  swipes onto a locked video (no video; looked at ${WATCH_MS / 1000} s): ${figures.locked}`,
    '  each swipe onto a video:',
    ...swipes.map(swipeLine),
  ]
}
