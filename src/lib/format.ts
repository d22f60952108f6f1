// Display formats shared by several screens (the feed's counts: format-count.ts).
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

const KB = 1024
const MB = KB * 1024

/** A file's size as people read it: '340 KB', '12.5 MB' (binary units, as the 500Mb limit). */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`
  return `${(bytes / MB).toFixed(1)} MB`
}
