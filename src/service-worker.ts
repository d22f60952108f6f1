// The service worker (built by vite-plugin-pwa into /service-worker.js, registered by
// src/lib/pwa.ts). It keeps the app starting offline: the shell and every hashed chunk are
// precached, navigations get the precached index.html, and posters and avatars are kept as they
// are seen. API data and video bytes always go to the network.
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { FORGET_IMAGES, IMAGE_CACHE, IMAGE_CACHE_LIMITS } from './lib/image-cache'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0]
}

// The list of built files is injected at build time. A new deploy installs its own list beside
// the old one and the old is dropped only once the new worker activates, so a tab never mixes
// old and new chunks.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Client-side routes (/, /wallet, /privacy-policy…) are all index.html. Paths the server
// answers itself are left to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/__mock\//, /^\/media\//],
  }),
)

// Posters and avatars: images that never change under one URL, so the cache answers first.
// Bounded, as the feed is endless. Videos (range requests) and /api/v1 match no route, so they
// go to the network untouched and no user's data lands in a cache.
const IMAGE_PATH = /^\/(?:media\/.+\.(?:jpe?g|png|webp)|icons\/.+)$/
const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    // Only whole, readable answers: an opaque cross-origin image would cost megabytes of quota.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true }),
  ],
})
// An image neither cached nor reachable (offline) gets a 504, as a proxy answers for a server
// it cannot reach: the image fails to load, quietly. Firefox reports a worker's network error
// (Response.error(), or a handler that throws) as an error of the page.
registerRoute(
  ({ request, url }) => request.destination === 'image' && IMAGE_PATH.test(url.pathname),
  (options) =>
    images.handle(options).catch(() => new Response(null, { status: 504, statusText: 'Offline' })),
)

// A session ended (src/lib/image-cache.ts): the cached avatars go, and so do the addresses and
// times workbox-expiration keeps of them in IndexedDB. A CacheExpiration of its own, as the
// plugin knows only the caches it has touched since this worker last started.
const forgetImages = () =>
  Promise.all([
    caches.delete(IMAGE_CACHE),
    new CacheExpiration(IMAGE_CACHE, IMAGE_CACHE_LIMITS).delete(),
  ])

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type
  // A new worker waits until the user accepts the update prompt (src/lib/pwa.ts): taking over
  // on its own could serve new chunks to a page that booted from the old ones.
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  else if (type === FORGET_IMAGES) event.waitUntil(forgetImages())
})

// On the first install there is nothing old to mix with: control the open page at once, so
// chunks it loads later come from the precache even if the network drops.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
