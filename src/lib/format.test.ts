import { describe, expect, it } from 'vitest'
import { formatCountdown, formatFileSize, formatTimeLeft } from './format'

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

describe('formatTimeLeft', () => {
  it('reads hours and minutes, rounded up to the minute', () => {
    expect(formatTimeLeft(23 * 3_600_000 + 5 * 60_000)).toBe('23 h 5 min left')
    expect(formatTimeLeft(12 * 3_600_000)).toBe('12 h left')
    expect(formatTimeLeft(12 * 60_000 + 1)).toBe('13 min left')
    expect(formatTimeLeft(59 * 60_000)).toBe('59 min left')
    expect(formatTimeLeft(1)).toBe('1 min left')
  })
})

describe('formatFileSize', () => {
  it('reads KB below a megabyte and MB with one decimal above', () => {
    expect(formatFileSize(10)).toBe('1 KB')
    expect(formatFileSize(340 * 1024)).toBe('340 KB')
    expect(formatFileSize(12.5 * 1024 * 1024)).toBe('12.5 MB')
    expect(formatFileSize(501 * 1024 * 1024)).toBe('501.0 MB')
  })
})
