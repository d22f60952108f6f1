// The app's localStorage keys. Every access is guarded: private modes and
// full quotas throw, and the app must keep working without persistence.

export const storageKeys = {
  accessToken: 'accessToken',
  feedFilter: 'videoFeedFilter',
  is18: 'is18',
  /** The feed's last active video, so a reload resumes there. */
  lastViewedVideo: 'lastViewedVideo',
  /** The feed's sound choice ('false' once the user unmuted). */
  feedMuted: 'feedMuted',
  /**
   * Id of the user whose session the token holds, so that reactions queued offline show and are
   * sent only for their owner, even before the session is checked (a start without network).
   */
  sessionUser: 'sessionUser',
  /** The lease of the tab sending the offline reaction queue, where Web Locks are missing. */
  reactionReplayLease: 'reactionReplayLease',
} as const

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys]

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Persistence is best effort; the in-memory state stays correct.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // See writeStorage.
  }
}
