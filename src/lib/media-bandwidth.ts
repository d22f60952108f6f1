// The bandwidth measured from the first media file of a useful size that arrives: for browsers
// without the Network Information API (lib/bandwidth.ts). Loaded only where it is needed.

// Small files say more about latency than bandwidth.
const MIN_SAMPLE_BYTES = 32 * 1024

const MEDIA_INITIATORS = new Set(['video', 'audio', 'img'])

/**
 * Calls `onMeasured` once with Mbit/s measured from the first media file (a video or a poster)
 * of a useful size. Returns a function that stops watching.
 */
export function measureMediaBandwidth(onMeasured: (mbps: number) => void): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => {}
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const seconds = (entry.responseEnd - entry.responseStart) / 1000
      if (!MEDIA_INITIATORS.has(entry.initiatorType)) continue
      if (entry.transferSize < MIN_SAMPLE_BYTES || seconds <= 0) continue
      observer.disconnect()
      onMeasured(Math.round(((entry.transferSize * 8) / seconds / 1e6) * 10) / 10)
      return
    }
  })
  try {
    observer.observe({ type: 'resource', buffered: true })
  } catch {
    return () => {}
  }
  return () => observer.disconnect()
}
