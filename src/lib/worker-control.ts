// Whether a service worker controls this page: it answers the page's requests (chunks offline,
// videos in paced pieces; src/service-worker.ts). A first visit has none until the next load.
import { FETCH_AHEAD, pacesVideosIn, type AheadMessage } from './video-pacing-protocol'

export const workerControls = (): boolean => !!navigator.serviceWorker?.controller

/** Whether the worker paces this page's videos: it controls the page, and answers this browser's
 * videos in pieces (Chromium-based browsers only, `pacesVideosIn`). */
export const workerPacesVideos = (userAgent = navigator.userAgent): boolean =>
  workerControls() && pacesVideosIn(userAgent)

/** Has the worker that paces the videos fetch the first piece of the video at `src` now, before
 * its element asks for it (video-pacing-worker.ts, `fetchAhead`). */
export function fetchVideoAhead(src: string): void {
  if (!workerPacesVideos()) return
  const message: AheadMessage = { type: FETCH_AHEAD, url: new URL(src, document.baseURI).href }
  navigator.serviceWorker.controller?.postMessage(message)
}
