// How fast and how precious the viewer's connection is (settings.networkBandwidth; the feed's
// `mbps` and data saver): the Network Information API's figure as a first guess, then the running
// estimate measured from the media that arrives (media-bandwidth.ts), lowered after stalls.

interface NetworkInformation {
  downlink?: number
  saveData?: boolean
}

const connection = (): NetworkInformation | undefined =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection

/** Below this (Mbit/s) the feed preloads only what the next video needs to start. */
export const SLOW_MBPS = 1.5

/** The user asked the browser to save data. */
export function prefersSavingData(): boolean {
  return connection()?.saveData === true
}

/** The browser's own estimate in Mbit/s, when it has one. */
export function reportedBandwidth(): number | null {
  const downlink = connection()?.downlink
  return typeof downlink === 'number' && downlink > 0 ? downlink : null
}

/**
 * Stalls of the videos on screen (each a wait for data of 300 ms or more while it played) within
 * STALL_WINDOW_MS, after which the link counts as slower. They were counted per video, in one turn
 * on screen: on a link fallen from 4G to slow 4G, each 720p video stood still once, for one to two
 * seconds, and five videos went by before one stood still twice.
 */
export const STALLS_TO_LOWER = 2
export const STALL_WINDOW_MS = 20_000
/** What is left of the estimate after the video on screen ran out of data again and again. */
export const STALLED_SHARE = 0.6
/**
 * For this long after stalls lowered the estimate, a higher measure does not replace it (a lower
 * one does, and from then on the measure stands). The measure follows a link that fell slowly: its
 * samples are the pieces that had the link to themselves, few on a slow link while the next video
 * fetches its start, and they are weighed by the seconds they took. On a link fallen from 4G to
 * slow 4G it still read 7.6 Mbit/s a few seconds after stalls had lowered the estimate to 2.1, and
 * the videos ahead went back to 720p and stood still again.
 */
export const STALL_CAP_MS = 60_000
/** The estimate after such stalls when there was none (the backend then picks its middle one). */
export const STALLED_UNKNOWN_MBPS = 1

/**
 * The estimate, Mbit/s, after stalls showed the link gives less than `mbps`. A video that ran out
 * of data again and again got less from the link than its own bitrate, `videoMbps` (null where
 * unknown): the estimate falls to that at most, so the pages asked for again (source-refresh.ts)
 * come a rendition lower at once. On a link that fell from 4G to slow 4G, lowering by STALLED_SHARE
 * alone took three rounds of stalls before 720p gave way.
 */
export function lowerAfterStalls(mbps: number | null, videoMbps: number | null = null): number {
  const lowered = mbps === null ? STALLED_UNKNOWN_MBPS : mbps * STALLED_SHARE
  const capped = videoMbps !== null && videoMbps > 0 ? Math.min(lowered, videoMbps) : lowered
  return Math.max(0.1, Math.round(capped * 10) / 10)
}

type DecodedCounts = {
  webkitVideoDecodedByteCount?: number
  webkitAudioDecodedByteCount?: number
}

/**
 * What `video` has decoded, sound and picture, per second it has played, bytes: its bitrate or more
 * (what the decoder took ahead of the playhead counts too). Null where the browser counts no
 * decoded bytes (Chromium and Safari do, Firefox does not) or before it has played.
 */
export function decodedBytesPerS(video: HTMLMediaElement): number | null {
  const { webkitVideoDecodedByteCount: videoBytes, webkitAudioDecodedByteCount: audioBytes = 0 } =
    video as HTMLMediaElement & DecodedCounts
  if (typeof videoBytes !== 'number' || videoBytes <= 0 || !(video.currentTime > 0)) return null
  return (videoBytes + audioBytes) / video.currentTime
}

/** The same in Mbit/s. */
export function decodedMbps(video: HTMLMediaElement): number | null {
  const bytesPerS = decodedBytesPerS(video)
  return bytesPerS === null ? null : (bytesPerS * 8) / 1e6
}
