// What the field benchmark observes inside the page, beside the feed benchmark's recorder
// (feed-in-page.ts: the age answered, `playing` and touchends). Serialised into the page like it,
// so no function here names an inner one (see feed-in-page.ts).

/** A rendered video at one moment, by feed index. */
export interface VideoState {
  /** Its position, s. */
  time: number
  /** End of its last buffered range, s (0: nothing buffered). */
  bufferedEnd: number
  readyState: number
  src: string
}

export interface FieldLog {
  /**
   * A video's time began to advance (page time, ms): every video is sampled every 20 ms, and a
   * start is dated back by how far its time had gone past the last sample's, so a busy main
   * thread does not delay the date; `seen` is the sample that saw it.
   */
  advances: { t: number; seen: number; index: number }[]
  /** A video not paused whose time stood still since the last sample: out of data, or of CPU. */
  stops: { t: number; index: number }[]
  /** `waiting` events: the player said it ran out of data. */
  waits: { t: number; index: number }[]
  /** At each touchend, before the app reacts: every rendered video. */
  touchEnds: { t: number; videos: Record<string, VideoState> }[]
}

declare global {
  interface Window {
    __fieldBench?: FieldLog
    __fieldVideos?: () => Record<string, VideoState>
  }
}

/** Runs before the app's scripts on every document. */
export function installFieldRecorder(): void {
  const log: FieldLog = { advances: [], stops: [], waits: [], touchEnds: [] }
  window.__fieldBench = log
  const indexAttribute = 'data-swiper-slide-index'
  /** Each video's time at the last sample, and whether it was moving then. */
  const sampled = new WeakMap<HTMLVideoElement, { time: number; moving: boolean }>()

  window.__fieldVideos = () => {
    const videos: Record<string, VideoState> = {}
    for (const video of document.getElementsByTagName('video')) {
      const slide = video.closest(`[${indexAttribute}]`)
      const { buffered } = video
      videos[slide?.getAttribute(indexAttribute) ?? '-1'] = {
        time: video.currentTime,
        bufferedEnd: buffered.length > 0 ? buffered.end(buffered.length - 1) : 0,
        readyState: video.readyState,
        src: video.currentSrc,
      }
    }
    return videos
  }

  document.addEventListener(
    'waiting',
    (event) => {
      if (!(event.target instanceof HTMLVideoElement)) return
      const slide = event.target.closest(`[${indexAttribute}]`)
      log.waits.push({ t: performance.now(), index: Number(slide?.getAttribute(indexAttribute)) })
    },
    true,
  )
  window.setInterval(() => {
    const now = performance.now()
    for (const video of document.getElementsByTagName('video')) {
      const index = Number(video.closest(`[${indexAttribute}]`)?.getAttribute(indexAttribute))
      const time = video.currentTime
      // A video first seen has started from 0 (the feed starts every video from the beginning).
      const last = sampled.get(video) ?? { time: 0, moving: false }
      if (time > last.time && !last.moving) {
        log.advances.push({ t: now - (time - last.time) * 1000, seen: now, index })
      } else if (time === last.time && last.moving && !video.paused) {
        log.stops.push({ t: now, index })
      }
      // Moved back (sent to its start, or a loop): a start from there counts anew.
      sampled.set(video, { time, moving: time > last.time && !video.paused })
    }
  }, 20)
  // Capture on window runs before Swiper's handlers: the state the finger leaves.
  window.addEventListener(
    'touchend',
    (event) => {
      const videos = window.__fieldVideos?.() ?? {}
      log.touchEnds.push({ t: event.timeStamp, videos })
    },
    true,
  )
}
