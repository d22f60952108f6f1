// Timed samples of what the videos download as they download, for the running bandwidth estimate
// (media-bandwidth.ts). A video's download is seldom timed by Resource Timing: a video left
// behind is cut short and reports no bytes, and on a slow link that is nearly every one. So the
// bytes are read from the media themselves: how far each video's buffered range grew between two
// of its `progress` events (the browser fires one every few hundred milliseconds while data
// arrives), times that video's bytes per second, learned from what it has decoded once it has
// played a while. Until then what it brought waits (the next video loads its start before its
// turn); a video that leaves before its bitrate is known takes the samples it was part of with it.
//
// Two videos loading at once share the link, so a sample is what all of them brought in a window
// of time, not what one did: a window opens with a `progress` and closes when no video is loading
// any more (each has had a `suspend`, when the browser had enough, or lost its source), or after
// WINDOW_S, when the next one opens.
//
// The decoded byte counts are Chromium's and Safari's (`webkitVideoDecodedByteCount`); a browser
// without them gives no samples here.
import { decodedBytesPerS } from './bandwidth'

/** Played seconds after which bytes decoded ÷ seconds played is the video's own bitrate: sooner,
 * what the decoder has taken ahead of the playhead weighs too much. */
export const BITRATE_AFTER_S = 3
/** The longest window a sample covers. */
export const WINDOW_S = 2

export interface Sample {
  bytes: number
  seconds: number
}

interface Download {
  src: string
  /** The buffered end at its last `progress`. */
  end: number
  /** Bytes per media second, once it has played a while. */
  bitrate: number | null
  /** Its element has moved on to another source, or left the page: no bitrate will come. */
  over: boolean
}

/** What the videos brought in a span of time: media seconds each, turned into bytes later. */
interface Window {
  start: number
  last: number
  parts: Map<Download, number>
}

/** The end of the buffered range the playhead is in, or of the first one ahead of it. */
function bufferedEnd(video: HTMLMediaElement): number {
  const { buffered, currentTime } = video
  for (let range = 0; range < buffered.length; range += 1) {
    if (buffered.end(range) >= currentTime) return buffered.end(range)
  }
  return 0
}

function decodedBitrate(video: HTMLMediaElement): number | null {
  return video.currentTime >= BITRATE_AFTER_S ? decodedBytesPerS(video) : null
}

/** Windows kept waiting for a bitrate, at most. */
const MAX_WAITING = 8

/** Follows the media events of `root`'s videos (caught on their way down) and calls `onSample`. */
export function watchVideoDownloads(
  root: Document,
  onSample: (sample: Sample) => void,
  now: () => number = () => performance.now(),
): () => void {
  const downloads = new WeakMap<HTMLMediaElement, Download>()
  /** The videos loading now: each has had a `progress` since its last pause in fetching. */
  const loading = new Set<HTMLMediaElement>()
  let open: Window | null = null
  /** Closed windows whose bytes wait for a video's bitrate. */
  let waiting: Window[] = []

  const downloadOf = (video: HTMLMediaElement): Download => {
    const src = video.currentSrc
    let download = downloads.get(video)
    if (download?.src !== src) {
      if (download) download.over = true
      download = { src, end: bufferedEnd(video), bitrate: null, over: false }
      downloads.set(video, download)
      loading.delete(video)
    }
    return download
  }

  /** Tells every waiting window whose bytes are known now; drops those that never will be. */
  const settle = () => {
    waiting = waiting.filter((span) => {
      const parts = [...span.parts]
      if (parts.some(([download]) => download.bitrate === null && download.over)) return false
      if (parts.some(([download]) => download.bitrate === null)) return true
      const bytes = parts.reduce((sum, [download, media]) => sum + media * download.bitrate!, 0)
      onSample({ bytes, seconds: (span.last - span.start) / 1000 })
      return false
    })
  }

  const closeWindow = () => {
    if (open && open.parts.size > 0 && open.last > open.start) {
      waiting = [...waiting, open].slice(-MAX_WAITING)
      settle()
    }
    open = null
  }

  const onProgress = (video: HTMLMediaElement) => {
    const download = downloadOf(video)
    const at = now()
    const end = bufferedEnd(video)
    const wasLoading = loading.has(video)
    const grew = end - download.end
    download.end = end
    loading.add(video)
    if (!open) {
      open = { start: at, last: at, parts: new Map() }
      return
    }
    if (wasLoading && grew > 0) {
      open.parts.set(download, (open.parts.get(download) ?? 0) + grew)
      open.last = at
    }
    if (at - open.start >= WINDOW_S * 1000) {
      closeWindow()
      open = { start: at, last: at, parts: new Map() }
    }
  }

  const onTimeUpdate = (video: HTMLMediaElement) => {
    const download = downloadOf(video)
    if (download.bitrate !== null) return
    download.bitrate = decodedBitrate(video)
    if (download.bitrate !== null) settle()
  }

  const onPause = (video: HTMLMediaElement) => {
    // An emptied video has let go of its source (downloadOf sees it changed).
    downloadOf(video)
    loading.delete(video)
    // A video taken off the page says nothing more: its events no longer reach the document.
    for (const other of loading) {
      if (other.isConnected) continue
      loading.delete(other)
      const download = downloads.get(other)
      if (download) download.over = true
    }
    if (loading.size === 0) closeWindow()
  }
  const listener = (event: Event) => {
    const video = event.target
    if (!(video instanceof HTMLMediaElement)) return
    if (event.type === 'progress') onProgress(video)
    else if (event.type === 'timeupdate') onTimeUpdate(video)
    else onPause(video)
  }
  const types = ['progress', 'timeupdate', 'suspend', 'emptied', 'abort']
  for (const type of types) root.addEventListener(type, listener, true)
  return () => {
    for (const type of types) root.removeEventListener(type, listener, true)
  }
}
