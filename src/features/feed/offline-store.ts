// The feed's IndexedDB: the reaction queue and the last first page per filter. Loaded lazily
// (feed-thunks.ts, feed-listeners.ts) so idb-keyval stays out of the first chunk. Without IndexedDB
// (private modes, tests) the same stores live in memory for the session.
import { clear, createStore, del, get, set, values } from 'idb-keyval'
import type { FeedFilter, FeedItem } from '../../api/types'
import { inOneTab } from '../../lib/tab-lock'
import { storageKeys } from '../../lib/storage'
import { createReactionQueue, memoryStore, type KeyValueStore } from './reaction-queue'

export const REACTIONS_DB = 'offline-reactions'
export const FEED_DB = 'offline-feed'
const STORE_NAME = 'keyval'

function idbStore<V>(dbName: string): KeyValueStore<V> {
  if (typeof indexedDB === 'undefined') return memoryStore<V>()
  const store = createStore(dbName, STORE_NAME)
  return {
    get: (key) => get<V>(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    values: () => values<V>(store),
    clear: () => clear(store),
  }
}

// Every tab shares the queue: one sends it at a time.
export const reactionQueue = createReactionQueue(idbStore(REACTIONS_DB), async (task) => {
  await inOneTab(storageKeys.reactionReplayLease, task)
})

const pages = idbStore<FeedItem[]>(FEED_DB)

/** The first page of each filter as last loaded, shown when the feed cannot load. */
export const feedPageCache = {
  read: (filter: FeedFilter) => pages.get(filter).catch(() => undefined),
  // Best effort: a full quota only costs the offline page.
  write: (filter: FeedFilter, items: FeedItem[]) => pages.set(filter, items).catch(() => {}),
  clear: () => pages.clear(),
}
