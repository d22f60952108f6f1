// The link to one video, the one thing a share hands out: Home with the video's id in the query,
// so the route list stays as it is. Building it and reading it back are both here.
import { paths } from './paths'

const VIDEO_PARAM = 'v'

/** The absolute link that opens the app on video `id`. */
export function videoLink(id: string, origin: string = window.location.origin): string {
  const url = new URL(paths.home, origin)
  url.searchParams.set(VIDEO_PARAM, id)
  return url.href
}

/** The video a link opened Home on; null on any other address or without an id. */
export function linkedVideoId(href: string): string | null {
  const url = new URL(href)
  if (url.pathname !== paths.home) return null
  return url.searchParams.get(VIDEO_PARAM)?.trim() || null
}

/** The address without the video's id: what the address bar keeps once the app has read it. */
export function withoutVideoId(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(VIDEO_PARAM)
  return url.href
}

/**
 * Reads the video the page was opened on and drops it from the address (replacing the history
 * entry), so a reload or a later visit to Home behaves as usual.
 */
export function takeLinkedVideoId(): string | null {
  const { href } = window.location
  const id = linkedVideoId(href)
  if (id) window.history.replaceState(window.history.state, '', withoutVideoId(href))
  return id
}
