// The service worker's cache of posters and avatars (src/service-worker.ts). An avatar is a user
// datum, so the cache goes when a session ends (src/features/auth/auth-listeners.ts); the
// precache of the app's own files stays. Shared by page and worker, so both name the same cache.

export const IMAGE_CACHE = 'images'

/** At most 120 images, none older than a week: the feed is endless. */
export const IMAGE_CACHE_LIMITS = { maxEntries: 120, maxAgeSeconds: 7 * 24 * 60 * 60 }

/** The page's message asking the worker to forget the image cache, with its expiry records. */
export const FORGET_IMAGES = 'FORGET_IMAGES'

/**
 * Deletes the cache from the page, so it goes even when no worker runs, and asks the active
 * worker to drop the expiry records it keeps beside it (each image's address, in IndexedDB).
 * Best effort: a browser without Cache Storage (an insecure origin) has nothing to forget.
 */
export async function forgetCachedImages(): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    await caches.delete(IMAGE_CACHE)
    // Checked at run time: the DOM types claim `serviceWorker` is always there.
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined
    const registration = await container?.getRegistration()
    registration?.active?.postMessage({ type: FORGET_IMAGES })
  } catch {
    // Storage the browser refuses to open holds nothing of ours either.
  }
}
