import { describe, expect, it } from 'vitest'
import { formatCountdown, formatFileSize, formatTimeLeft } from './format'
import { formatCount } from './format-count'

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

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [1234, '1.2K'],
    [9949, '9.9K'],
    [9950, '10K'],
    [12_345, '12K'],
    [123_456, '123K'],
    [999_499, '999K'],
    [999_500, '1M'],
    [1_500_000, '1.5M'],
    [2_000_000_000, '2B'],
    [3_400_000_000_000, '3.4T'],
  ])('%i reads %s', (count, text) => {
    expect(formatCount(count)).toBe(text)
  })

  it("writes every count below a thousand trillion as Intl's English compact notation does", () => {
    const intl = new Intl.NumberFormat('en', { notation: 'compact' })
    const counts = [-1234, -5]
    for (let count = 0; count <= 20_000; count += 1) counts.push(count)
    for (let magnitude = 1e4; magnitude <= 1e12; magnitude *= 10) {
      for (let step = 1; step <= 1000; step += 1) {
        counts.push(Math.round((magnitude * step) / 97), magnitude * step - 1, magnitude - step)
      }
    }
    const differing = counts.filter((count) => formatCount(count) !== intl.format(count))
    expect(differing.map((count) => [count, formatCount(count), intl.format(count)])).toEqual([])
  })
})
