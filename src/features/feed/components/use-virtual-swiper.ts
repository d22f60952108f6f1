// Swiper's core and its Virtual module, drawn by React: Swiper decides which slides exist and
// where (`renderExternal`), React renders those, then Swiper measures them. This is what
// swiper/react does for virtual slides; doing it here keeps that wrapper (about 4 kB gzip,
// mostly prop plumbing for modules the feed does not use) out of Home's first load.
// Until Swiper has loaded (load-swiper.ts) the range is the current slide and the next one, where
// Swiper will put them, so nothing moves when it takes over; swipes and keys made meanwhile are
// kept and carried out once it is there (kept-gestures.ts, `move`).
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Swiper } from 'swiper'
import type { SwiperOptions } from 'swiper/types'
import { nextTask } from '../../../lib/next-task'
import { keepGestures } from './kept-gestures'
import { loadSwiper, loadSwiperNow } from './load-swiper'
import { handOverPlayback } from './playback-handover'
import { COMMIT_RATIO, FLICK_MS, SWIPE_THRESHOLD_PX, type Step } from './swipe-rules'

export interface VirtualRange {
  /** First and last index to render. */
  from: number
  to: number
  /** Top offset of the rendered slides, in px. */
  offset: number
}

interface Options {
  count: number
  initialSlide: number
  speed: number
  onSlideChange: (index: number) => void
}

const slideIndexes = (count: number) => Array.from({ length: count }, (_, index) => index)

export function useVirtualSwiper({ count, initialSlide, speed, onSlideChange }: Options) {
  const elementRef = useRef<HTMLDivElement>(null)
  const swiperRef = useRef<Swiper | null>(null)
  const [swiperRange, setRange] = useState<VirtualRange | null>(null)
  const onSlideChangeRef = useRef(onSlideChange)
  const countRef = useRef(count)
  /** Slides to move by once Swiper is there: what the viewer asked for before it arrived. */
  const pendingSteps = useRef(0)

  const move = useCallback((step: Step) => {
    const swiper = swiperRef.current
    if (swiper && !swiper.destroyed) {
      if (step > 0) swiper.slideNext()
      else swiper.slidePrev()
      return
    }
    pendingSteps.current += step
    loadSwiperNow()
  }, [])

  useEffect(() => {
    onSlideChangeRef.current = onSlideChange
  }, [onSlideChange])

  useEffect(() => {
    let swiper: Swiper | null = null
    let unmounted = false
    const create = (parts: Awaited<ReturnType<typeof loadSwiper>>) => {
      const element = elementRef.current
      if (unmounted || !element) return
      const options: SwiperOptions = {
        modules: [parts.Virtual],
        direction: 'vertical',
        speed,
        threshold: SWIPE_THRESHOLD_PX,
        longSwipesRatio: COMMIT_RATIO,
        longSwipesMs: FLICK_MS,
        // A touch during the slide animation is a new swipe, not ignored (kept-gestures.ts).
        preventInteractionOnTransition: false,
        // Swiper's default list has 'button': it then ignores a drag that starts on the focused
        // button, so a swipe right after a tap on the video (which focuses its surface) was lost.
        // Only fields, where a drag selects text, keep the finger.
        focusableElements: 'input, select, option, textarea, label',
        initialSlide,
        virtual: {
          enabled: true,
          cache: false,
          slides: slideIndexes(countRef.current),
          addSlidesBefore: 0,
          addSlidesAfter: 0,
          // The first range is drawn at once. Later ones are not urgent: the slides a swipe shows
          // exist already, and the one beyond them is drawn in slices that leave the main thread
          // to the swipe.
          renderExternal: ({ from, to, offset }) => {
            if (swiperRef.current) startTransition(() => setRange({ from, to, offset }))
            else setRange({ from, to, offset })
          },
          renderExternalUpdate: false,
        },
        on: {
          slideChange: (swiper) => {
            handOverPlayback(element, swiper.previousIndex, swiper.activeIndex)
            onSlideChangeRef.current(swiper.activeIndex)
          },
        },
      }
      // Set up (measuring and placing the slides) in a task after its construction and its
      // chunk's evaluation: one task for all three kept a phone's main thread busy long enough to
      // hold back a tap.
      const created = new parts.Swiper(element, { ...options, init: false })
      void nextTask().then(() => {
        // Never set up, so there is nothing to undo.
        if (unmounted) return
        // A page may have come meanwhile: Swiper reads the slides as it sets up.
        const virtual = created.params.virtual
        if (virtual && typeof virtual === 'object') virtual.slides = slideIndexes(countRef.current)
        created.init()
        swiper = created
        swiperRef.current = created
        const target = Math.max(
          0,
          Math.min(initialSlide + pendingSteps.current, countRef.current - 1),
        )
        pendingSteps.current = 0
        if (target !== initialSlide) created.slideTo(target, speed)
      })
    }
    const stopKeeping = elementRef.current
      ? keepGestures(elementRef.current, {
          swiperIndex: () => swiperRef.current?.activeIndex ?? null,
          onEarlyTouch: loadSwiperNow,
          onSwipe: (step, from) => {
            const swiper = swiperRef.current
            if (from === null || !swiper) move(step)
            else swiper.slideTo(Math.max(0, Math.min(from + step, countRef.current - 1)))
          },
        })
      : () => {}
    // Without Swiper the current video still plays; the next mount of the feed tries again.
    loadSwiper().then(create, () => {})
    return () => {
      unmounted = true
      stopKeeping()
      swiper?.destroy(true, false)
      swiperRef.current = null
    }
    // Created once per mount: the feed remounts the pager when its list starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A page arrived: Swiper learns the new length and may render further.
  useEffect(() => {
    countRef.current = count
    const swiper = swiperRef.current
    if (!swiper || swiper.destroyed || swiper.virtual.slides.length === count) return
    swiper.virtual.slides = slideIndexes(count)
    swiper.virtual.update(true)
  }, [count])

  // React has drawn the range Swiper asked for: let Swiper measure and place it.
  useLayoutEffect(() => {
    const swiper = swiperRef.current
    if (!swiper || swiper.destroyed || !swiperRange) return
    swiper.updateSlides()
    swiper.updateProgress()
    swiper.updateSlidesClasses()
  }, [swiperRange])

  const range = swiperRange ?? {
    from: initialSlide,
    to: Math.min(initialSlide + 1, count - 1),
    offset: 0,
  }
  return { elementRef, range, move }
}
