import { describe, expect, it } from 'vitest'
import { emptyEstimate, mbpsOf, withSample, type BandwidthEstimate } from './bandwidth-estimate'

/** `count` downloads of `bytes` each at `mbps`. */
function samples(estimate: BandwidthEstimate, mbps: number, bytes: number, count: number) {
  let next = estimate
  for (let i = 0; i < count; i++) next = withSample(next, bytes, (bytes * 8) / (mbps * 1e6))
  return next
}

describe('the running bandwidth estimate', () => {
  it('has none until enough bytes were timed, then gives the speed they came at', () => {
    const few = samples(emptyEstimate(), 4, 100_000, 1)
    expect(mbpsOf(few)).toBeNull()
    expect(mbpsOf(samples(few, 4, 100_000, 1))).toBe(4)
  })

  it('does not count small downloads, nor ones without a duration', () => {
    let estimate = samples(emptyEstimate(), 4, 200_000, 1)
    estimate = samples(estimate, 0.2, 10_000, 20)
    estimate = withSample(estimate, 500_000, 0)
    expect(mbpsOf(estimate)).toBe(4)
  })

  it('believes a slower link at once', () => {
    const fast = samples(emptyEstimate(), 9, 1_000_000, 10)
    // One 2-second download at 1.6 Mbit/s.
    expect(mbpsOf(samples(fast, 1.6, 400_000, 1))).toBeLessThan(5.6)
    expect(mbpsOf(samples(fast, 1.6, 400_000, 4))).toBeLessThan(2.2)
  })

  it('believes a faster link only once it has lasted', () => {
    const slow = samples(emptyEstimate(), 1.6, 400_000, 5)
    const once = mbpsOf(samples(slow, 9, 1_000_000, 1))!
    expect(once).toBeGreaterThan(1.6)
    expect(once).toBeLessThan(4)
    expect(mbpsOf(samples(slow, 9, 1_000_000, 30))).toBeGreaterThan(8.5)
  })

  it('weighs a sample by the time it took, not by how many there were', () => {
    const long = samples(emptyEstimate(), 2, 1_000_000, 1)
    const short = samples(long, 8, 20_000, 1)
    expect(mbpsOf(short)).toBeLessThan(2.2)
  })
})
