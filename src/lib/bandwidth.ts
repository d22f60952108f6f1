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

/** What is left of the estimate after the video on screen ran out of data again and again. */
export const STALLED_SHARE = 0.6
/** The estimate after such stalls when there was none (the backend then picks its middle one). */
export const STALLED_UNKNOWN_MBPS = 1

/** The estimate, Mbit/s, after stalls showed the link gives less than `mbps`. */
export function lowerAfterStalls(mbps: number | null): number {
  if (mbps === null) return STALLED_UNKNOWN_MBPS
  return Math.round(mbps * STALLED_SHARE * 10) / 10
}
