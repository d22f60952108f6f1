// Display formats shared by several screens.
import type { FeedItem } from '../api/types'

/** A video's name as the lists and dialogs show it: 'Video' when it has none. */
export const videoTitle = (item: Pick<FeedItem, 'metadata'>): string =>
  item.metadata.name || 'Video'

/** mm:ss of the whole seconds left, rounded up so 00:00 shows only when the wait is over. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0')
  const ss = String(seconds % 60).padStart(2, '0')
  return `${mm}:${ss}`
}

/** What is left of an unlock: '23 h 5 min left', '12 min left' (rounded up to the minute). */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min left`
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`
}

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

const KB = 1024
const MB = KB * 1024

/** A file's size as people read it: '340 KB', '12.5 MB' (binary units, as the 500Mb limit). */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`
  return `${(bytes / MB).toFixed(1)} MB`
}
