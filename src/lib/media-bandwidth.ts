// The running bandwidth estimate (bandwidth-estimate.ts) from the media the app downloads: the
// videos as they download (video-downloads.ts), and the posters and avatars that arrive over the
// network, timed by Resource Timing from their first byte to their last (media from another origin
// that sends no Timing-Allow-Origin reports no sizes, and is no sample). The estimate is kept for
// the page's life, across videos and screens, and replaces the browser's first guess
// (lib/bandwidth.ts) once enough was timed. Loaded only after the first render.
// Where the service worker paces the videos (video-pacing-protocol.ts), it times each piece it
// fetches, from its answer to its last byte, and those samples replace the ones read from the
// videos' `progress`: a paced video grows no faster than it plays, whatever the link.
import { emptyEstimate, mbpsOf, withSample } from './bandwidth-estimate'
import { watchVideoDownloads, type Sample } from './video-downloads'
import { VIDEO_SAMPLE, type SampleMessage } from './video-pacing-protocol'
import { paceVideos } from './video-pacing'

/** Videos are not among them: one left behind reports no bytes (video-downloads.ts counts them). */
const TIMED_INITIATORS = new Set(['img'])

let estimate = emptyEstimate()
/** Entries already counted: observing again hands the buffered ones over once more. */
const counted = new Set<string>()

/** Forgets every sample: for tests. */
export function resetMediaBandwidth() {
  estimate = emptyEstimate()
  counted.clear()
}

/**
 * Calls `onEstimate` with the estimate in Mbit/s each time it changes. Returns a function that
 * stops watching; the samples so far are kept for the next watcher.
 */
export function watchMediaBandwidth(onEstimate: (mbps: number) => void): () => void {
  let told = mbpsOf(estimate)
  if (told !== null) onEstimate(told)
  const add = ({ bytes, seconds }: Sample) => {
    estimate = withSample(estimate, bytes, seconds)
    const mbps = mbpsOf(estimate)
    if (mbps !== null && mbps !== told) onEstimate((told = mbps))
  }
  let stopProgress = watchVideoDownloads(document, add)
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  const stopPacing = worker
    ? paceVideos(document, (message) => worker.controller?.postMessage(message))
    : () => {}
  const onWorkerMessage = (event: MessageEvent) => {
    const message = event.data as SampleMessage | null
    if (message?.type !== VIDEO_SAMPLE) return
    stopProgress()
    stopProgress = () => {}
    add(message)
  }
  worker?.addEventListener('message', onWorkerMessage)
  const stopVideos = () => {
    stopProgress()
    stopPacing()
    worker?.removeEventListener('message', onWorkerMessage)
  }
  if (typeof PerformanceObserver === 'undefined') return stopVideos
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const key = `${entry.name} ${entry.startTime}`
      if (!TIMED_INITIATORS.has(entry.initiatorType) || counted.has(key)) continue
      counted.add(key)
      add({ bytes: entry.transferSize, seconds: (entry.responseEnd - entry.responseStart) / 1000 })
    }
  })
  try {
    observer.observe({ type: 'resource', buffered: true })
  } catch {
    return stopVideos
  }
  return () => {
    stopVideos()
    observer.disconnect()
  }
}
