// The feed's like and favourite counts, apart from the other display formats (format.ts): Home's
// first screen needs only these, the rest belongs to screens loaded later.

const COUNT_UNITS = ['K', 'M', 'B', 'T'] as const

/**
 * A like or favourite count as `Intl.NumberFormat('en', { notation: 'compact' })` writes it: '999',
 * '1.2K', '12K', '123K', '1.5M'. Written out rather than asked of Intl because the counts are on
 * Home's first screen, and a page's first use of Intl loads the engine's locale data: 40 to 115 ms
 * of the main thread at start-up (docs/architecture.md, The feed).
 */
export function formatCount(count: number): string {
  const sign = count < 0 ? '-' : ''
  const whole = Math.round(Math.abs(count))
  if (whole < 1000) return `${sign}${whole}`
  let unit = 0
  let scale = 1000
  while (unit < COUNT_UNITS.length - 1 && whole >= scale * 1000) {
    unit += 1
    scale *= 1000
  }
  // Two significant digits below 10 of a unit, whole units above; halves round up.
  const tenths = Math.round((whole * 10) / scale)
  if (tenths < 100) return `${sign}${tenths / 10}${COUNT_UNITS[unit]}`
  const units = Math.round(whole / scale)
  // 999.5K and up read 1M.
  if (units >= 1000 && unit < COUNT_UNITS.length - 1) return `${sign}1${COUNT_UNITS[unit + 1]}`
  return `${sign}${units}${COUNT_UNITS[unit]}`
}
