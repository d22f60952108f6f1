// How a drag on the feed is judged: by Swiper's options (use-virtual-swiper.ts) and, before Swiper
// has loaded, by kept-gestures.ts, so a swipe means the same whenever it is made. A flick commits
// once past the threshold; a slower, deliberate drag commits past about a third of the feed, at
// any speed (Swiper's default of half made most drags on a busy phone snap back); a short slow
// drag snaps back.

export const SWIPE_MS = 300
export const SWIPE_THRESHOLD_PX = 20
/** A drag slower than a flick commits once it has covered this share of the feed's height. */
export const COMMIT_RATIO = 0.3
/** A gesture shorter than this is a flick. */
export const FLICK_MS = 300

export type Step = -1 | 1

/**
 * Where a finished drag takes the feed: 1 to the next video (the finger went up), -1 to the
 * previous one, 0 nowhere. Like Swiper, the threshold is not counted in the distance, and a drag
 * more sideways than vertical is not a swipe.
 */
export function swipeStep(
  { dx, dy, ms }: { dx: number; dy: number; ms: number },
  height: number,
): Step | 0 {
  const distance = Math.abs(dy) - SWIPE_THRESHOLD_PX
  if (distance <= 0 || Math.abs(dx) > Math.abs(dy)) return 0
  if (ms > FLICK_MS && distance < COMMIT_RATIO * height) return 0
  return dy < 0 ? 1 : -1
}
