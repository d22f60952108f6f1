// Whether the browser believes it is online. `navigator.onLine` false is reliable (no network at
// all); true only means "maybe", so callers that send still treat a network failure as offline.
import { useSyncExternalStore } from 'react'

export const OFFLINE_NOTE = 'You are offline.'

export const isOnline = (): boolean => navigator.onLine

/** Calls `onChange` on every `online` and `offline` event; returns the unsubscribe. */
export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true)
}
