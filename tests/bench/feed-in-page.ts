// What the feed benchmark observes inside the page. These functions are serialised into the page
// (addInitScript / evaluate / waitForFunction), so each is self-contained. Nor do they name an
// inner function: tsx compiles with esbuild's keepNames, which wraps such a function in a
// `__name()` helper that does not exist in the page.

/** The page-side record, read back by the benchmark. Times are performance.now() ms. */
export interface PageLog {
  /** Most <video> elements in the document at any mutation checkpoint since start-up. */
  maxVideos: number
  /** Every `playing` event, with the feed index of the slide holding the video. */
  playing: { t: number; index: number }[]
  /**
   * Every touchend: its time, the gesture's length since touchstart (Swiper takes one over
   * 300 ms for a long swipe, which must cover half the slide) and the readyState of each
   * rendered video by feed index.
   */
  touchEnds: { t: number; gestureMs: number; ready: Record<string, number> }[]
  /** Long tasks, once observeLongTasks() has run. */
  longTasks: { start: number; duration: number }[]
}

declare global {
  interface Window {
    __feedBench?: PageLog
  }
}

/** Runs before the app's scripts on every document. */
export function installRecorder(): void {
  // Adult already confirmed: the age gate must not cover the feed being measured.
  window.localStorage.setItem('is18', 'true')
  const log: PageLog = { maxVideos: 0, playing: [], touchEnds: [], longTasks: [] }
  window.__feedBench = log
  const indexAttribute = 'data-swiper-slide-index'

  // Mutation callbacks run after each task's DOM changes, so a commit that adds a video before
  // removing another is still seen with both present.
  new MutationObserver(() => {
    log.maxVideos = Math.max(log.maxVideos, document.getElementsByTagName('video').length)
  }).observe(document, { childList: true, subtree: true })

  // Media events do not bubble, but a capturing listener on the document still sees them.
  document.addEventListener(
    'playing',
    (event) => {
      if (!(event.target instanceof HTMLVideoElement)) return
      const slide = event.target.closest(`[${indexAttribute}]`)
      log.playing.push({ t: performance.now(), index: Number(slide?.getAttribute(indexAttribute)) })
    },
    true,
  )

  let touchStart = 0
  window.addEventListener('touchstart', (event) => (touchStart = event.timeStamp), true)
  // Capture on window runs before Swiper's handlers, so the readyStates are those the user
  // leaves the gesture with. event.timeStamp is when the input arrived, before any wait for a
  // busy main thread, so that wait counts in the swipe→playing time.
  window.addEventListener(
    'touchend',
    (event) => {
      const ready: Record<string, number> = {}
      for (const video of document.getElementsByTagName('video')) {
        const slide = video.closest(`[${indexAttribute}]`)
        ready[slide?.getAttribute(indexAttribute) ?? '-1'] = video.readyState
      }
      log.touchEnds.push({ t: event.timeStamp, gestureMs: event.timeStamp - touchStart, ready })
    },
    true,
  )
}

/** What the recorder holds that grows with every swipe, handed over and emptied: kept in the
 * page, it would count in the heap the benchmark compares. */
export function drainLog(): Pick<PageLog, 'playing' | 'touchEnds' | 'longTasks'> {
  const log = window.__feedBench
  if (!log) throw new Error('The feed recorder is not installed')
  return {
    playing: log.playing.splice(0),
    touchEnds: log.touchEnds.splice(0),
    longTasks: log.longTasks.splice(0),
  }
}

/** Starts recording long tasks (from now on: load-time tasks are not "while swiping"). */
export function observeLongTasks(): void {
  const log = window.__feedBench
  if (!log) throw new Error('The feed recorder is not installed')
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      log.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask' })
}

export interface FeedState {
  /** Index of `.swiper-slide-active`, -1 before the feed shows. */
  active: number
  /** Whether the active item has a video (locked items show a cover instead). */
  hasVideo: boolean
}

export function readFeedState(): FeedState {
  const slide = document.querySelector('.swiper-slide-active')
  return {
    active: Number(slide?.getAttribute('data-swiper-slide-index') ?? -1),
    hasVideo: !!slide?.querySelector('video'),
  }
}

/**
 * True once the slide has stopped moving, the active item plays (or has no video) and the item
 * after it has its start (or has no video, or is not rendered): the state a viewer who watches for
 * a moment leaves behind. Its start is what the feed preloads, `startS` of media from its
 * beginning or all of a shorter clip, enough to play at once (HAVE_FUTURE_DATA). Whether the
 * browser also reads it as able to play through is its own guess, not what the feed asks for.
 */
export function isSettled({
  index,
  since,
  next,
  startS,
}: {
  index: number
  since: number
  next: number
  startS: number
}) {
  const log = window.__feedBench
  const active = document.querySelector(`[data-swiper-slide-index="${index}"] video`)
  const played = !active || !!log?.playing.some((event) => event.index === index && event.t > since)
  const following = document.querySelector<HTMLVideoElement>(
    `[data-swiper-slide-index="${next}"] video`,
  )
  // Swiper puts the duration back to 0 when the slide transition ends; a gesture before that
  // would interrupt it.
  const wrapper = document.querySelector<HTMLElement>('.swiper-wrapper')
  const still = !wrapper || ['', '0ms', '0s'].includes(wrapper.style.transitionDuration)
  const HAVE_FUTURE_DATA = 3
  const started =
    !following ||
    (following.readyState >= HAVE_FUTURE_DATA &&
      following.buffered.length > 0 &&
      following.buffered.start(0) <= 0.1 &&
      following.buffered.end(0) >= Math.min(startS, following.duration - 0.1))
  return played && still && started
}
