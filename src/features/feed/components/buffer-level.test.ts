import { describe, expect, it } from 'vitest'
import { SPARE_LEAD_S, START_BUDGET_S } from '../../../lib/video-leads'
import { bufferLevel, preloadPlan } from './buffer-level'

/** A video whose buffered ranges are `ranges`, at `currentTime`, `duration` s long. */
function video(ranges: [number, number][], currentTime: number, duration = 20) {
  const buffered = {
    length: ranges.length,
    start: (index: number) => ranges[index]![0],
    end: (index: number) => ranges[index]![1],
  } as TimeRanges
  return { buffered, currentTime, duration }
}

describe('bufferLevel', () => {
  it.each([
    ['nothing buffered', video([], 0), 'short'],
    ['less than a start ahead', video([[0, START_BUDGET_S - 0.1]], 0), 'short'],
    ['a start ahead', video([[0, START_BUDGET_S]], 0), 'started'],
    ['just short of the lead that spares', video([[0, 6 + SPARE_LEAD_S - 0.1]], 6), 'started'],
    ['the lead that spares', video([[0, 6 + SPARE_LEAD_S]], 6), 'spare'],
    ['buffered to its end, near the end', video([[0, 20]], 19.5), 'spare'],
    ['the duration not known yet', video([[0, 1]], 0, Number.NaN), 'short'],
    ['a range after the playhead only', video([[8, 20]], 2), 'short'],
    [
      'the range the playhead is in, not another',
      video(
        [
          [0, 3],
          [10, 20],
        ],
        2,
      ),
      'short',
    ],
  ] as const)('%s: %s', (_, state, level) => {
    expect(bufferLevel(state)).toBe(level)
  })
})

describe('preloadPlan', () => {
  it.each([
    // The one on screen comes first.
    [undefined, undefined, false, { nextLoads: false, nextPreload: 'metadata' }],
    ['short', undefined, false, { nextLoads: false, nextPreload: 'metadata' }],
    ['started', undefined, false, { nextLoads: false, nextPreload: 'metadata' }],
    // It can spare the link: the next one fetches until it has a start's worth.
    ['spare', undefined, false, { nextLoads: true, nextPreload: 'auto' }],
    ['spare', 'short', false, { nextLoads: true, nextPreload: 'auto' }],
    ['spare', 'started', false, { nextLoads: true, nextPreload: 'metadata' }],
    ['spare', 'spare', false, { nextLoads: true, nextPreload: 'metadata' }],
    // The one on screen runs short again: the next one holds, keeping its source.
    ['short', 'short', false, { nextLoads: true, nextPreload: 'metadata' }],
    ['started', 'short', false, { nextLoads: true, nextPreload: 'metadata' }],
    // Data is precious: only what shows its first frame.
    ['spare', undefined, true, { nextLoads: true, nextPreload: 'metadata' }],
  ] as const)('on screen %s, next %s, saving data %s', (current, next, saveData, plan) => {
    expect(preloadPlan(current, next, saveData, false)).toEqual(plan)
  })

  it.each([
    [undefined, undefined, false, { nextLoads: true, nextPreload: 'auto' }],
    ['short', 'short', false, { nextLoads: true, nextPreload: 'auto' }],
    ['short', 'started', false, { nextLoads: true, nextPreload: 'metadata' }],
    ['short', undefined, true, { nextLoads: true, nextPreload: 'metadata' }],
  ] as const)(
    'with a service worker pacing the videos: on screen %s, next %s, saving data %s',
    (current, next, saveData, plan) => {
      expect(preloadPlan(current, next, saveData, true)).toEqual(plan)
    },
  )
})
