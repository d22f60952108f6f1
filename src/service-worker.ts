// The service worker (built by vite-plugin-pwa into /service-worker.js, registered by
// src/lib/pwa.ts). It keeps the app starting offline: the shell and every hashed chunk are
// precached, navigations get the precached index.html, and posters and avatars are kept as they
// are seen, from the app's origin, the API's or a media origin (a CDN). API data and video bytes
// always go to the network, the videos a piece at a time as their playheads need them
// (lib/video-pacing-worker.ts). Why, in full: docs/architecture.md, "Offline and updates" and
// "Video pacing".
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, type StrategyOptions } from 'workbox-strategies'
import { isMediaOrigin } from './config/media-origins'
import { FORGET_IMAGES, IMAGE_CACHE, IMAGE_CACHE_LIMITS } from './lib/image-cache'
import {
  FETCH_AHEAD,
  PACE_VIDEO,
  pacesVideosIn,
  VIDEO_SAMPLE,
  type AheadMessage,
  type PaceMessage,
  type SampleMessage,
} from './lib/video-pacing-protocol'
import { createVideoPacer } from './lib/video-pacing-worker'

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
// Bounded, as the feed is endless. Kept by what was asked for (an image, whichever path the API
// gives it) and where from: the app's own origin, the API's and the media origins
// (VITE_MEDIA_ORIGINS), the ones the policy lets the page show. Videos (range requests, asked
// for as media) have their own route below, which keeps nothing; API calls (fetches) match no
// route, so they go to the network untouched and no user's data lands in a cache.
const isOwnOrigin = (url: URL) => url.origin === self.location.origin
/** The origins the policy lets the page show media from: its own, the API's and the media ones. */
const showsMediaFrom = (url: URL) => isOwnOrigin(url) || isMediaOrigin(url)
const keepsImage = ({ request, url }: { request: Request; url: URL }) =>
  request.destination === 'image' && showsMediaFrom(url)

// A plain <img> or poster asks another origin without CORS, and gets an opaque answer: its status
// and size are hidden, so a kept error would be served for a week, and Chromium counts each
// opaque entry as megabytes of the origin's storage quota (the precache's too). So the worker
// never keeps one: it asks another origin for the image with CORS instead, without cookies (a
// CDN answers `Access-Control-Allow-Origin: *`, docs/deploying.md), and keeps that readable
// answer. The page's <img> takes a CORS answer as it would an opaque one.
const askWithCors: NonNullable<StrategyOptions['plugins']>[number] = {
  requestWillFetch: ({ request }) =>
    Promise.resolve(
      new URL(request.url).origin === self.location.origin
        ? request
        : new Request(request, { mode: 'cors', credentials: 'omit' }),
    ),
}
const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    askWithCors,
    // Only whole, readable answers (never an opaque one, whose status reads 0).
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true }),
  ],
})

/**
 * Origins that answered an image without CORS, as the page asked for it, while the CORS request
 * failed: from now on asked only as the page asks, and kept nowhere (the image still shows
 * online). Remembered while this worker runs, so a CDN without CORS is not asked twice each time.
 */
const withoutCors = new Set<string>()

// An image neither cached nor reachable (offline) gets a 504, as a proxy answers for a server
// it cannot reach: the image fails to load, quietly. Firefox reports a worker's network error
// (Response.error(), or a handler that throws) as an error of the page.
const unreachable = () => new Response(null, { status: 504, statusText: 'Offline' })
registerRoute(keepsImage, async (options) => {
  const { request, url } = options
  if (withoutCors.has(url.origin)) return fetch(request).catch(unreachable)
  try {
    return await images.handle(options)
  } catch {
    // No network, or another origin that refuses CORS: the image as the page asked for it.
    const answer = await fetch(request).catch(() => null)
    if (!answer) return unreachable()
    if (url.origin !== self.location.origin) withoutCors.add(url.origin)
    return answer
  }
})

// A session ended (src/lib/image-cache.ts): the cached avatars go, and so do the addresses and
// times workbox-expiration keeps of them in IndexedDB. A CacheExpiration of its own, as the
// plugin knows only the caches it has touched since this worker last started.
const forgetImages = () =>
  Promise.all([
    caches.delete(IMAGE_CACHE),
    new CacheExpiration(IMAGE_CACHE, IMAGE_CACHE_LIMITS).delete(),
  ])

// Videos, from the app's origin, the API's or a media origin, come in pieces as their playheads
// need them (src/lib/video-pacing-worker.ts); each piece's speed goes to the open pages.
/** Resource Timing records a fetch once it is complete, a moment after its body ended. */
const TIMING_WAIT_MS = 100
/** The network's timing of a piece: its entry, the first to start after `sentAt`. */
async function pieceTiming(url: string, sentAt: number) {
  await new Promise((resolve) => setTimeout(resolve, TIMING_WAIT_MS))
  const entry = (performance.getEntriesByName(url, 'resource') as PerformanceResourceTiming[]).find(
    (candidate) => candidate.startTime >= sentAt - 1,
  )
  // The worker's buffer of entries is small (250): each is read once, then let go.
  if (performance.getEntriesByType('resource').length > 100) performance.clearResourceTimings()
  if (!entry || !(entry.encodedBodySize > 0) || !(entry.responseEnd > entry.responseStart))
    return null
  return { bytes: entry.encodedBodySize, seconds: (entry.responseEnd - entry.responseStart) / 1000 }
}
const videoPacer = createVideoPacer({
  now: () => performance.now(),
  fetchRange: (url, start, end, signal) => {
    const own = isOwnOrigin(new URL(url))
    return fetch(url, {
      headers: { Range: `bytes=${start}-${end}` },
      signal,
      mode: own ? 'same-origin' : 'cors',
      credentials: own ? 'same-origin' : 'omit',
    })
  },
  fetchNative: (request) => fetch(request),
  networkTiming: pieceTiming,
  onSample: ({ bytes, seconds }) => {
    const sample: SampleMessage = { type: VIDEO_SAMPLE, bytes, seconds }
    void self.clients
      .matchAll({ type: 'window' })
      .then((windows) => windows.forEach((client) => client.postMessage(sample)))
  },
})
/** Elsewhere the videos go to the network untouched. */
const pacing = pacesVideosIn(self.navigator.userAgent)
registerRoute(
  ({ request, url }) => pacing && showsMediaFrom(url) && videoPacer.handles(request),
  ({ request }) => videoPacer.answer(request).catch(unreachable),
)

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type
  if (type === PACE_VIDEO) videoPacer.paced(event.data as PaceMessage)
  else if (type === FETCH_AHEAD) {
    const { url } = event.data as AheadMessage
    if (pacing && URL.canParse(url) && showsMediaFrom(new URL(url))) videoPacer.fetchAhead(url)
  }
  // A new worker waits until the user accepts the update prompt (src/lib/pwa.ts): taking over
  // on its own could serve new chunks to a page that booted from the old ones.
  else if (type === 'SKIP_WAITING') void self.skipWaiting()
  else if (type === FORGET_IMAGES) event.waitUntil(forgetImages())
})

// On the first install there is nothing old to mix with: control the open page at once, so
// chunks it loads later come from the precache even if the network drops.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
