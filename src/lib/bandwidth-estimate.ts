// A running estimate of the link's speed from timed downloads (media-bandwidth.ts feeds it). Two
// moving averages, each sample weighted by the seconds it took: a quick one that follows a change
// within seconds and a steady one, and the estimate is the lower of the two, so a link that just
// got slower is believed at once and a faster one only once it has lasted. Small downloads say
// more about latency than about speed, so they are not samples, and until enough bytes were timed
// there is no estimate (the browser's own guess stands).

/** Downloads smaller than this are not samples. */
export const MIN_SAMPLE_BYTES = 16_000
/** How many bytes must have been timed before the estimate means something. */
export const MIN_TOTAL_BYTES = 128_000
/** Seconds of samples after which a sample's weight has halved, in each average. */
const FAST_HALF_LIFE_S = 2
const SLOW_HALF_LIFE_S = 5

interface Average {
  /** Mbit/s, biased towards 0 until `weight` grows (`averageOf` corrects it). */
  value: number
  weight: number
}

export interface BandwidthEstimate {
  fast: Average
  slow: Average
  bytes: number
}

export const emptyEstimate = (): BandwidthEstimate => ({
  fast: { value: 0, weight: 0 },
  slow: { value: 0, weight: 0 },
  bytes: 0,
})

const keep = (halfLife: number, seconds: number) => 0.5 ** (seconds / halfLife)

function sampled(average: Average, halfLife: number, mbps: number, seconds: number): Average {
  const kept = keep(halfLife, seconds)
  return { value: mbps * (1 - kept) + average.value * kept, weight: average.weight + seconds }
}

const averageOf = ({ value, weight }: Average, halfLife: number) =>
  value / (1 - keep(halfLife, weight))

/** The estimate after `bytes` arrived in `seconds` (first byte to last). */
export function withSample(
  estimate: BandwidthEstimate,
  bytes: number,
  seconds: number,
): BandwidthEstimate {
  if (bytes < MIN_SAMPLE_BYTES || !(seconds > 0)) return estimate
  const mbps = (bytes * 8) / seconds / 1e6
  return {
    fast: sampled(estimate.fast, FAST_HALF_LIFE_S, mbps, seconds),
    slow: sampled(estimate.slow, SLOW_HALF_LIFE_S, mbps, seconds),
    bytes: estimate.bytes + bytes,
  }
}

/** Mbit/s to one decimal, or null while too few bytes were timed. */
export function mbpsOf(estimate: BandwidthEstimate): number | null {
  if (estimate.bytes < MIN_TOTAL_BYTES) return null
  const mbps = Math.min(
    averageOf(estimate.fast, FAST_HALF_LIFE_S),
    averageOf(estimate.slow, SLOW_HALF_LIFE_S),
  )
  return Math.max(0.1, Math.round(mbps * 10) / 10)
}
