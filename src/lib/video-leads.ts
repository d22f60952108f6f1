// How far ahead of its playhead a feed video's buffer reaches, in seconds, at the two marks the
// feed plans its downloads by (features/feed/components/buffer-level.ts), and which the service
// worker's video pacing leaves room for (video-pacing-protocol.ts).

/** Ahead of the playhead, s, from which the video on screen can spare the link. */
export const SPARE_LEAD_S = 2
/** What the next video fetches before its turn, s: enough to start at once on a swipe. */
export const START_BUDGET_S = 1.5
