// What "bought" means for a video on screen (docs/architecture.md, "What is bought"). A list holds
// the item as the API last sent it; the purchases slice holds what this session bought since. A
// list shows the two merged, so a purchase shows everywhere at once, before any list reloads.
import type { FeedItem } from '../../api/types'

/** A video this session bought: unlocked until `expiresAt` (ISO). */
export interface Unlock {
  expiresAt: string
  /** '' while not known: the call for it after the purchase failed. */
  src: string
}

/**
 * What a list shows for a video: it plays (`open`), it offers the purchase (`locked`), or it is
 * bought but its source is still to be fetched (`awaiting-source`: never the offer again).
 */
export type Access = 'open' | 'locked' | 'awaiting-source'

const isBefore = (iso: string, now: number) => Date.parse(iso) > now

export const isUnlockActive = (unlock: Unlock | undefined, now: number): unlock is Unlock =>
  !!unlock && isBefore(unlock.expiresAt, now)

/** `item` with the session's unlock of it, while that lasts (`now`: the moment that is read at). */
export function withUnlock(item: FeedItem, unlock: Unlock | undefined, now = Date.now()): FeedItem {
  return isUnlockActive(unlock, now)
    ? { ...item, src: unlock.src || item.src, expiresAt: unlock.expiresAt }
    : item
}

/** What a list shows for `item`, once merged with this session's unlock of it (`withUnlock`). */
export function accessOf(
  item: Pick<FeedItem, 'permission' | 'src' | 'expiresAt'>,
  now = Date.now(),
): Access {
  if (item.permission !== 'PRIVATE' || item.src) return 'open'
  return item.expiresAt && isBefore(item.expiresAt, now) ? 'awaiting-source' : 'locked'
}
