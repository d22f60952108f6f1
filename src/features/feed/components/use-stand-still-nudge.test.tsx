// A video on screen that plays with data enough but whose time stands still is moved on, a few
// times at most in one turn; one that advances, is paused, seeks or waits for data is left alone.
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_NUDGES, NUDGE_S, STAND_STILL_MS, useStandStillNudge } from './use-stand-still-nudge'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

/** A video element whose playing state the test sets. */
function videoThat(state: { paused?: boolean; seeking?: boolean; readyState?: number }) {
  const video = document.createElement('video')
  let time = 0
  const current = { paused: false, seeking: false, readyState: video.HAVE_ENOUGH_DATA, ...state }
  for (const name of ['paused', 'seeking', 'readyState'] as const)
    Object.defineProperty(video, name, { get: () => current[name] })
  Object.defineProperty(video, 'currentTime', {
    get: () => time,
    set: (value: number) => {
      time = value
    },
  })
  return { video, current }
}

function watch(video: HTMLVideoElement, isActive = true) {
  return renderHook(({ active }) => useStandStillNudge({ current: video }, active), {
    initialProps: { active: isActive },
  })
}

describe('a video whose time stands still', () => {
  it('is moved on once it has stood still while playing with data enough', () => {
    const { video } = videoThat({})
    watch(video)
    vi.advanceTimersByTime(STAND_STILL_MS)
    expect(video.currentTime).toBe(NUDGE_S)
  })

  it('is moved on a few times at most in one turn on screen, and again in the next', () => {
    const { video } = videoThat({})
    const { rerender } = watch(video)
    // Each tick sees the time where the last nudge left it: it stood still again.
    vi.advanceTimersByTime(STAND_STILL_MS * (MAX_NUDGES + 3))
    expect(video.currentTime).toBeCloseTo(MAX_NUDGES * NUDGE_S)
    rerender({ active: false })
    rerender({ active: true })
    vi.advanceTimersByTime(STAND_STILL_MS)
    expect(video.currentTime).toBeCloseTo((MAX_NUDGES + 1) * NUDGE_S)
  })

  it.each([
    ['paused', { paused: true }],
    ['seeking', { seeking: true }],
    ['waiting for data', { readyState: HTMLMediaElement.HAVE_CURRENT_DATA }],
  ])('is left alone while %s', (_, state) => {
    const { video } = videoThat(state)
    watch(video)
    vi.advanceTimersByTime(STAND_STILL_MS * 3)
    expect(video.currentTime).toBe(0)
  })

  it('is left alone off screen', () => {
    const { video } = videoThat({})
    watch(video, false)
    vi.advanceTimersByTime(STAND_STILL_MS * 3)
    expect(video.currentTime).toBe(0)
  })
})

it('leaves a video whose time moves on as it is', () => {
  const { video } = videoThat({})
  watch(video)
  for (let tick = 1; tick <= 3; tick += 1) {
    video.currentTime = tick * 0.9
    vi.advanceTimersByTime(STAND_STILL_MS)
  }
  expect(video.currentTime).toBeCloseTo(2.7)
})
