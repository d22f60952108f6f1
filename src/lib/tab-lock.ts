// Work that only one of the app's open tabs may do at a time (sending the shared offline queue).
// The Web Locks API queues the tabs: each runs `task` in turn, after the one before has finished,
// so a later tab finds the work already done. Where it is missing, a lease in localStorage lets
// the first tab run and the others skip; a lease outlives a closed tab by LEASE_MS at most.
import { readStorage, removeStorage, writeStorage, type StorageKey } from './storage'

export const LEASE_MS = 30_000
/** Long enough for a second tab's write made at the same moment to land before the re-read. */
const SETTLE_MS = 50

interface Lease {
  holder: string
  until: number
}

function readLease(key: StorageKey): Lease | null {
  try {
    const lease = JSON.parse(readStorage(key) ?? 'null') as Lease | null
    return typeof lease?.holder === 'string' && typeof lease.until === 'number' ? lease : null
  } catch {
    return null
  }
}

async function underLease<T>(key: StorageKey, task: () => Promise<T>): Promise<T | undefined> {
  const held = readLease(key)
  if (held && held.until > Date.now()) return undefined
  const holder = `${Date.now()}-${Math.random()}`
  writeStorage(key, JSON.stringify({ holder, until: Date.now() + LEASE_MS }))
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  if (readLease(key)?.holder !== holder) return undefined
  try {
    return await task()
  } finally {
    if (readLease(key)?.holder === holder) removeStorage(key)
  }
}

/**
 * Runs `task` in this tab while no other tab runs the task of the same `name`. Resolves with its
 * result, or with undefined when the fallback lease skipped it because another tab holds it.
 */
export function inOneTab<T>(name: StorageKey, task: () => Promise<T>): Promise<T | undefined> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(name, task) as Promise<T>
  }
  return underLease(name, task)
}
