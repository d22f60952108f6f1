// Whether a service worker controls this page: it answers the page's requests (chunks offline,
// videos in paced pieces; src/service-worker.ts). A first visit has none until the next load.
import { pacesVideosIn } from './video-pacing-protocol'

export const workerControls = (): boolean => !!navigator.serviceWorker?.controller

/** Whether the worker paces this page's videos: it controls the page, and answers this browser's
 * videos in pieces (Chromium-based browsers only, `pacesVideosIn`). */
export const workerPacesVideos = (userAgent = navigator.userAgent): boolean =>
  workerControls() && pacesVideosIn(userAgent)
