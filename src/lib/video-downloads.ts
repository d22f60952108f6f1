// Timed samples of what each video downloads as it downloads, for the running bandwidth estimate
// (media-bandwidth.ts). A video's download is seldom timed by Resource Timing: a video left
// behind is cut short and reports no bytes, and on a slow link that is nearly every one. So the
// bytes are read from the media itself: how far its buffered range grew between two `progress`
// events (the browser fires one every few hundred milliseconds while data arrives), times the
// bytes per second of that video, learned from what it has decoded once it has played a while.
// An interval with a `suspend` (the browser stopped fetching: it has enough), a new source or an
// emptied element in it is not a sample: only time spent downloading counts.
//
// The decoded byte counts are Chromium's and Safari's (`webkitVideoDecodedByteCount`); a browser
// without them gives no samples here.

/** Played seconds after which bytes decoded ÷ seconds played is the video's own bitrate: sooner,
 * what the decoder has taken ahead of the playhead weighs too much. */
export const BITRATE_AFTER_S = 3

type DecodedCounts = {
  webkitVideoDecodedByteCount?: number
  webkitAudioDecodedByteCount?: number
}

export interface Sample {
  bytes: number
  seconds: number
}

interface Download {
  src: string
  /** The last `progress`: when, and the buffered end then (null: the interval was broken). */
  last: { at: number; end: number } | null
  /** Media seconds that arrived, and the wall seconds they took, not yet turned into bytes. */
  media: number
  wall: number
  /** Bytes per media second, once known. */
  bitrate: number | null
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
  const { webkitVideoDecodedByteCount: videoBytes, webkitAudioDecodedByteCount: audioBytes = 0 } =
    video as HTMLMediaElement & DecodedCounts
  if (typeof videoBytes !== 'number' || videoBytes <= 0) return null
  if (!(video.currentTime >= BITRATE_AFTER_S)) return null
  return (videoBytes + audioBytes) / video.currentTime
}

/** Follows the media events of `root`'s videos (caught on their way down) and calls `onSample`. */
export function watchVideoDownloads(
  root: Document,
  onSample: (sample: Sample) => void,
  now: () => number = () => performance.now(),
): () => void {
  const downloads = new WeakMap<HTMLMediaElement, Download>()

  const downloadOf = (video: HTMLMediaElement): Download => {
    const src = video.currentSrc
    let download = downloads.get(video)
    if (download?.src !== src) {
      download = { src, last: null, media: 0, wall: 0, bitrate: null }
      downloads.set(video, download)
    }
    return download
  }

  /** Turns what arrived into a sample, once its bytes are known. */
  const settle = (download: Download) => {
    if (download.bitrate === null || download.wall <= 0) return
    onSample({ bytes: download.media * download.bitrate, seconds: download.wall })
    download.media = 0
    download.wall = 0
  }

  const onProgress = (video: HTMLMediaElement) => {
    const download = downloadOf(video)
    const at = now()
    const end = bufferedEnd(video)
    const { last } = download
    download.last = { at, end }
    if (!last || end <= last.end) return
    download.media += end - last.end
    download.wall += (at - last.at) / 1000
    settle(download)
  }

  const onTimeUpdate = (video: HTMLMediaElement) => {
    const download = downloadOf(video)
    if (download.bitrate !== null) return
    download.bitrate = decodedBitrate(video)
    settle(download)
  }

  const listener = (event: Event) => {
    const video = event.target
    if (!(video instanceof HTMLMediaElement)) return
    if (event.type === 'progress') onProgress(video)
    else if (event.type === 'timeupdate') onTimeUpdate(video)
    else if (downloads.has(video)) downloads.get(video)!.last = null
  }
  const types = ['progress', 'timeupdate', 'suspend', 'emptied', 'abort']
  for (const type of types) root.addEventListener(type, listener, true)
  return () => {
    for (const type of types) root.removeEventListener(type, listener, true)
  }
}
