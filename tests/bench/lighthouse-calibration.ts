// The CPU slowdown Lighthouse's simulation applies, calibrated to this host as Lighthouse's docs on
// throttling describe ("Calibrating the CPU slowdown"): its default 4× turns the desktop it
// assumes into its reference mid-tier phone, and a slower host (the shared two-core virtual
// machines the tests run on) needs less to become that same phone, a faster one more. The host's
// power is Lighthouse's own benchmark index (its `computeBenchmarkIndex`, which every report gives
// as "CPU/Memory Power"), read by Lighthouse at the start of each run.
// Why and what it measured: docs/testing.md, "Lighthouse".

/**
 * The desktop Lighthouse's 4× stands for: the index its docs' calculator gives 4× to. Slowed 4×,
 * it is the reference phone, an index of 1533 / 4 ≈ 383 (the docs' mid-tier mobile range).
 */
export const REFERENCE_DESKTOP_INDEX = 1533
const REFERENCE_SLOWDOWN = 4

export interface Calibration {
  /** Every benchmark index measured, in order. */
  samples: number[]
  /** Their median: the host's power while the runs were measured. */
  benchmarkIndex: number
  /** The CPU slowdown that makes this host Lighthouse's reference mid-tier phone. */
  cpuSlowdownMultiplier: number
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted[Math.floor(sorted.length / 2)]
  if (middle === undefined) throw new Error('No value to take the median of')
  return middle
}

/**
 * A host of `benchmarkIndex` slowed by the result runs as fast as the reference desktop slowed
 * 4×. Never below 1: a host slower than the phone is not sped up. Two decimals, so the figure
 * printed is the one applied and a run can be repeated with it.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const slowdown = (REFERENCE_SLOWDOWN * benchmarkIndex) / REFERENCE_DESKTOP_INDEX
  return Math.max(1, Math.round(slowdown * 100) / 100)
}

/** The slowdown for the host's power read from `samples`, benchmark indexes: their median. */
export function calibrationOf(samples: number[]): Calibration {
  const benchmarkIndex = median(samples)
  return { samples, benchmarkIndex, cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex) }
}
