// The moment the viewer's first screen is on show: on Home, the current video's first frame or
// the current locked poster painted (feed-slide.tsx); elsewhere, the page drawn (app-layout.tsx).
// Work that only pays off later (Swiper, the service worker's precache of every chunk) waits for
// it, so that on a slow link it does not share the bandwidth with what the viewer waits for.

/** However long the first screen takes, later work starts after this. */
export const FIRST_SCREEN_MAX_WAIT_MS = 10_000

let markShown: () => void = () => {}
let shown = new Promise<void>((resolve) => {
  markShown = resolve
})

/** The first screen is on show. Later calls change nothing. */
export function firstScreenShown(): void {
  markShown()
}

/** Resolves once the first screen is on show, or after `maxWaitMs` at the latest. */
export function whenFirstScreenShown(maxWaitMs = FIRST_SCREEN_MAX_WAIT_MS): Promise<void> {
  return Promise.race([
    shown,
    new Promise<void>((resolve) => window.setTimeout(resolve, maxWaitMs)),
  ])
}

/** Resolves after the next frame has been painted: what is in the DOM now is on screen. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    window.requestAnimationFrame(() => window.setTimeout(resolve, 0))
  })
}

/** Element Timing reports its paint a frame or more after the load. */
const ELEMENT_TIMING_WAIT_MS = 1_000

const reportsElementTiming = () =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('element') === true

/**
 * Resolves once a loaded `image` (marked with an `elementtiming` attribute) has been painted: as
 * the browser reports it through Element Timing where it can, otherwise after it is decoded and
 * the next frame drawn.
 */
export async function whenImagePainted(image: HTMLImageElement): Promise<void> {
  if (!reportsElementTiming()) {
    // Not every browser decodes on request; the frame after the load shows the image anyway.
    if (typeof image.decode === 'function') await image.decode().catch(() => {})
    return afterNextPaint()
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      window.clearTimeout(timer)
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[]
      if (entries.some((entry) => entry.element === image)) done()
    })
    const timer = window.setTimeout(done, ELEMENT_TIMING_WAIT_MS)
    observer.observe({ type: 'element', buffered: true })
  })
}

/** For tests: a new page load. */
export function resetFirstScreen(): void {
  shown = new Promise<void>((resolve) => {
    markShown = resolve
  })
}
