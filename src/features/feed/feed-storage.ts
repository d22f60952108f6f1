// What the feed keeps in storage between visits and starts from: the filter chosen last, and the
// video watched last (the first page starts with it). Written by the feed's listeners.
import type { FeedFilter } from '../../api/types'
import { readStorage, storageKeys } from '../../lib/storage'

export const storedFeedFilter = (): FeedFilter =>
  readStorage(storageKeys.feedFilter) === 'following' ? 'following' : 'default'

/** The video to resume at; '' when none is stored. */
export const storedLastViewed = (): string => readStorage(storageKeys.lastViewedVideo) ?? ''
