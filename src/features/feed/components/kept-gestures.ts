// No swipe on the feed is lost. Each finished swipe is judged as the finger made it (its events'
// own positions and time stamps, by swipe-rules.ts) and, when Swiper did not carry it out, carried
// out here:
// - before Swiper has loaded (load-swiper.ts): the first video can show before Swiper arrives, and
//   a viewer who swipes at once must not have to swipe again;
// - on a busy main thread, where Swiper times a flick by when its handlers run (so it looks slow
//   and snaps back) and the touch moves arrive merged into one, which its 20 px threshold swallows;
// - during a slide animation, where Swiper counts a quick second flick from where the animation
//   had got to and lands it on the slide already on its way, or even on the one before (Swiper's
//   virtual slides move the active index while the finger moves).
import { swipeStep, type Step } from './swipe-rules'

interface KeptGestureHandlers {
  /** Swiper's active index, or null before Swiper is there. */
  swiperIndex: () => number | null
  /** A touch began before Swiper is there: it is wanted now. */
  onEarlyTouch: () => void
  /** A swipe Swiper did not see begin (`from` null), or one it did not carry out. */
  onSwipe: (step: Step, from: number | null) => void
}

/** Listens to touches that begin on `element` until the returned function is called. */
export function keepGestures(
  element: HTMLElement,
  { swiperIndex, onEarlyTouch, onSwipe }: KeptGestureHandlers,
): () => void {
  let start: { x: number; y: number; t: number; index: number | null } | null = null
  const onStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    start =
      event.touches.length === 1 && touch
        ? { x: touch.clientX, y: touch.clientY, t: event.timeStamp, index: swiperIndex() }
        : null
    if (start?.index === null) onEarlyTouch()
  }
  // On window, bubbling: after Swiper's own touchend handler (on document) has decided.
  const onEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0]
    const began = start
    start = null
    if (!began || !touch) return
    const step = swipeStep(
      { dx: touch.clientX - began.x, dy: touch.clientY - began.y, ms: event.timeStamp - began.t },
      element.clientHeight,
    )
    if (!step) return
    // The swipe leads one slide on from where the feed was going when the finger came down.
    if (began.index === null || swiperIndex() !== began.index + step) onSwipe(step, began.index)
  }
  const onCancel = () => {
    start = null
  }
  element.addEventListener('touchstart', onStart, { passive: true })
  window.addEventListener('touchend', onEnd, { passive: true })
  window.addEventListener('touchcancel', onCancel, { passive: true })
  return () => {
    element.removeEventListener('touchstart', onStart)
    window.removeEventListener('touchend', onEnd)
    window.removeEventListener('touchcancel', onCancel)
  }
}
