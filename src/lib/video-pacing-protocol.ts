// What the page and its service worker say to each other about video downloads (the worker's
// side: video-pacing-worker.ts; the page's: video-pacing.ts), and the rule both follow.
//
// A browser left to itself fetches a playing video far ahead of its playhead (Chromium keeps
// 10 s and at least 3 MB ahead, and a whole short clip is fetched at once), and a viewer who
// swipes after a few seconds has paid for the rest. So the worker answers a video's range
// requests itself, a piece at a time, and lets each video have only what its playhead needs
// soon: a start's worth (START_S) before it has played, or before the page has told it anything
// of that video, and only once the video on screen has its lead; while it plays, a lead ahead
// of its playhead that the link calls for (leadFor). Where the worker paces the videos
// (worker-control.ts), the feed gives the next video its source at once (buffer-level.ts).
// Seconds become bytes by the file's own sample tables, read from its first piece, moved on to the
// end of a block of the browser's media cache (blockEnd).

import { START_BUDGET_S } from './video-leads'

/**
 * Whether this browser's videos may be answered in pieces: Chromium's media elements ask for the
 * rest of a file by themselves when an answer ends before it. WebKit's GStreamer player does not:
 * it stood still at the end of its first piece, for good (`test:engines`). A service worker has no
 * sign of this but the user agent: a Chromium-based browser names `Chrome/` in it
 * (`HeadlessChrome/` when headless; Chrome on iOS, which is WebKit, names `CriOS/`).
 */
export const pacesVideosIn = (userAgent: string): boolean => /Chrome\/\d/.test(userAgent)

/** The page tells the worker where a video is. */
export const PACE_VIDEO = 'PACE_VIDEO'
/** The worker tells the page how fast a piece of video arrived. */
export const VIDEO_SAMPLE = 'VIDEO_SAMPLE'
/** The page asks the worker to fetch a video's first piece before its element asks for it. */
export const FETCH_AHEAD = 'FETCH_AHEAD'

/** Seconds of media ahead of the playhead a playing video may have, at least: more on a link
 * whose requests take long, or for a video whose bytes are few per second (leadFor). */
export const AHEAD_S = 0.75
/** Ahead of what a request's round trip and transfer take, twice over, a playing video keeps this
 * much more for its decoder. */
export const DECODER_MARGIN_S = 0.5
/**
 * Chromium keeps a media file in blocks of this many bytes at fixed offsets of the file (its media
 * cache), and its demuxer can read nothing of a block until the whole block has come: the bytes of
 * an answer that ends inside a block wait for the next answer. So each piece ends where a block
 * ends (blockEnd), and all it brings can be played at once.
 */
export const MEDIA_BLOCK_BYTES = 32_768
/** `offset` moved on to the end of the media cache block it falls in (an offset at a block's end
 * stays). */
export const blockEnd = (offset: number): number =>
  Math.ceil(offset / MEDIA_BLOCK_BYTES) * MEDIA_BLOCK_BYTES

/** The lead a playing video may have when one step's piece takes `stepS` from its request to its
 * last byte: twice the step and the decoder's margin, at least AHEAD_S. */
export const leadFor = (stepS: number): number => Math.max(AHEAD_S, DECODER_MARGIN_S + 2 * stepS)
/** A playing video's next piece is asked for once it may have this many more seconds: each
 * request costs a round trip, so the pieces are not smaller. */
export const STEP_S = 0.25
/** Seconds of media a video that has not played may have: a start's worth. */
export const START_S = START_BUDGET_S
/** The lead of a playing video before any piece has shown how fast the link is. */
export const UNTIMED_LEAD_S = START_S

export interface PaceMessage {
  type: typeof PACE_VIDEO
  /** The video's address as the element asked for it. */
  url: string
  /** Its playhead, s, when the message was written. */
  position: number
  /** Its time is advancing. */
  playing: boolean
  /** It has played before (a paused video that played keeps its lead). */
  played: boolean
  /** It waits for data: its time stands still although it plays (a stall, the link gone), so the
   * worker does not move its playhead on by the clock meanwhile. A page of an earlier version
   * does not say. */
  waiting?: boolean
}

export interface AheadMessage {
  type: typeof FETCH_AHEAD
  /** The video's address as its element will ask for it. */
  url: string
}

export interface SampleMessage {
  type: typeof VIDEO_SAMPLE
  bytes: number
  seconds: number
}

/**
 * The media seconds a video may have fetched, `elapsedS` after `pace` was written (none: the page
 * has said nothing of it yet): its playhead then, moved on by the time since if it plays and does
 * not wait for data, plus `lead` (leadFor); a start's worth before it has played.
 */
export function allowedSeconds(
  pace: Omit<PaceMessage, 'type' | 'url'> | null,
  elapsedS: number,
  lead = AHEAD_S,
): number {
  if (!pace || !(pace.playing || pace.played)) return START_S
  return Math.max(START_S, playheadAt(pace, elapsedS) + lead)
}

/** Its playhead `elapsedS` after `pace` was written: moved on by the time since if it plays and
 * does not wait for data. */
export const playheadAt = (pace: Omit<PaceMessage, 'type' | 'url'>, elapsedS: number): number =>
  pace.position + (pace.playing && !pace.waiting ? elapsedS : 0)
