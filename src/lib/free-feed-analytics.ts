// free_feed_start and free_feed_end bracket one stretch of a visitor on the free feed. Two
// places begin one: the age gate's 'Yes, I am 18+' and Home shown to a visitor
// who has already answered it; whichever comes first records the start, so a first visit that
// accepts on Home records one start, not two, and each start gets at most one end.
import { track } from './analytics'

let isOpen = false

export function freeFeedStarted(): void {
  if (isOpen) return
  isOpen = true
  void track('free_feed_start')
}

/** For tests: a new page load, where no stretch has begun. */
export function resetFreeFeed(): void {
  isOpen = false
}

export function freeFeedEnded(): void {
  if (!isOpen) return
  isOpen = false
  void track('free_feed_end')
}
