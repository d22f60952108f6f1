import { describe, expect, it } from 'vitest'
import { formatCountdown } from './format'

describe('formatCountdown', () => {
  it.each([
    [60_000, '01:00'],
    [59_001, '01:00'],
    [59_000, '00:59'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [3_600_000, '60:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text)
  })
})
