// How a finished drag on the feed is judged (swipe-rules.ts), on a feed 800 px high.
import { describe, expect, it } from 'vitest'
import { swipeStep } from './swipe-rules'

const HEIGHT = 800
const drag = (dy: number, ms: number, dx = 0) => swipeStep({ dx, dy, ms }, HEIGHT)

describe('swipeStep', () => {
  it('commits a flick past the 20 px threshold, up to the next video and down to the previous', () => {
    expect(drag(-60, 120)).toBe(1)
    expect(drag(60, 120)).toBe(-1)
  })

  it('ignores a touch that stays within the threshold, however quick', () => {
    expect(drag(-20, 50)).toBe(0)
    expect(drag(0, 50)).toBe(0)
  })

  it('commits a slow drag once it has covered about a third of the feed past the threshold', () => {
    expect(drag(-(20 + 0.3 * HEIGHT), 800)).toBe(1)
    expect(drag(-0.4 * HEIGHT, 2000)).toBe(1)
    expect(drag(0.4 * HEIGHT, 800)).toBe(-1)
  })

  it('snaps a short slow drag back', () => {
    expect(drag(-0.12 * HEIGHT, 800)).toBe(0)
    expect(drag(-(0.3 * HEIGHT), 800)).toBe(0)
  })

  it('treats a gesture of exactly 300 ms as a flick and one slower as a drag', () => {
    expect(drag(-100, 300)).toBe(1)
    expect(drag(-100, 301)).toBe(0)
  })

  it('leaves a sideways drag alone', () => {
    expect(drag(-100, 100, 150)).toBe(0)
  })
})
