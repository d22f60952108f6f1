// How much of a feed video is buffered ahead of its playhead, in three levels the feed plans its
// downloads by (feed-pager.tsx, `preloadPlan`): the link goes to the video on screen first, the
// next video gets a start's worth once the one on screen can spare it, and nothing else loads.

import { SPARE_LEAD_S, START_BUDGET_S } from '../../../lib/video-leads'

/** A buffered end this close to the duration is the end. */
const END_SLACK_S = 0.1

/**
 * - `short`: less than a start's worth ahead
 * - `started`: a start's worth ahead, not yet enough to spare the link
 * - `spare`: SPARE_LEAD_S ahead or buffered to its end (or nothing left to fetch)
 */
export type BufferLevel = 'short' | 'started' | 'spare'

type Buffered = Pick<HTMLMediaElement, 'buffered' | 'currentTime' | 'duration'>

/** The level of the range the playhead is in (none: `short`). */
export function bufferLevel({ buffered, currentTime, duration }: Buffered): BufferLevel {
  for (let range = 0; range < buffered.length; range += 1) {
    const start = buffered.start(range)
    const end = buffered.end(range)
    if (currentTime < start - END_SLACK_S || currentTime > end) continue
    // An unknown duration (NaN, or Infinity for a stream) has no end to reach.
    const toEnd = end >= duration - END_SLACK_S
    const ahead = end - currentTime
    if (toEnd || ahead >= SPARE_LEAD_S) return 'spare'
    return ahead >= START_BUDGET_S ? 'started' : 'short'
  }
  return 'short'
}

export interface PreloadPlan {
  /** The next video may have its source. */
  nextLoads: boolean
  /** How much of it the browser may fetch now: `auto` to fetch on, `metadata` to hold. */
  nextPreload: 'auto' | 'metadata'
}

/**
 * The next video's share of the link. `current`: the level of the one on screen, `spare` when it
 * fetches nothing (a locked poster shown, a failed video); undefined before it reported any.
 * `next`: the next video's own level, undefined before it has a source. `saveData`: data is
 * precious, and the next one fetches only what it needs to show its first frame. `paced`: a
 * service worker controls the page and paces this browser's videos (lib/worker-control.ts).
 */
export function preloadPlan(
  current: BufferLevel | undefined,
  next: BufferLevel | undefined,
  saveData: boolean,
  paced: boolean,
): PreloadPlan {
  // A pacing worker holds the next one at a start's worth and feeds the one on screen first, so
  // the next has its source at once. (One that cannot pace them, for a CDN that hides
  // Content-Range, leaves the next one still holding after a start's worth.)
  const currentSpares = paced || current === 'spare'
  // Once given, its source stays: what it fetched is kept for its turn.
  const nextLoads = currentSpares || next !== undefined
  const fetchOn = currentSpares && (next ?? 'short') === 'short' && !saveData
  return { nextLoads, nextPreload: fetchOn ? 'auto' : 'metadata' }
}
