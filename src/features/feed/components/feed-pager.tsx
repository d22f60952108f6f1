// The vertical swipe feed on Home: Swiper with virtual slides, so only the previous,
// current and next items exist in the page. The link goes to the video on screen first: the next
// video gets its source once the current one can play through, judged by its buffer (a few
// seconds ahead, or to its end; buffer-level.ts), not by the browser's `canplaythrough`, which on
// a link little faster than the video rarely fires; or once the current locked poster is shown.
// It then fetches a start's worth and holds, and holds too whenever the current one runs short;
// only its metadata when data is precious. Where a service worker paces the videos, the next one
// has its source at once and the worker does the holding (buffer-level.ts). The previous one lets
// go of its source.
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react'
import 'swiper/css'
import 'swiper/css/virtual'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { prefersSavingData, SLOW_MBPS } from '../../../lib/bandwidth'
import { prefersReducedMotion } from '../../../lib/use-playback-conditions'
import { nextTask } from '../../../lib/next-task'
import { workerPacesVideos } from '../../../lib/worker-control'
import { selectNetworkBandwidth } from '../../settings/settings-slice'
import { selectFeed, slideChanged } from '../feed-slice'
import { fetchFeedPage } from '../feed-thunks'
import { preloadPlan, type BufferLevel } from './buffer-level'
import { FeedSlide } from './feed-slide'
import { focusedSlideControl, moveFocusTo, SLIDE_SELECTOR, type SlideControl } from './slide-focus'
import { SWIPE_MS } from './swipe-rules'
import { useFeedKeys } from './use-feed-keys'
import { useVirtualSwiper } from './use-virtual-swiper'

/** The next page is asked for while this many items are still ahead. */
const PREFETCH_AHEAD = 3

const swipeSpeed = () => (prefersReducedMotion() ? 0 : SWIPE_MS)

export function FeedPager() {
  const dispatch = useAppDispatch()
  const feed = useAppSelector(selectFeed)
  const { activeIndex, hasMore, items } = feed
  // A page arriving mid-swipe changes every slide's "N of total": that is drawn in the background,
  // in slices, not in one long task. An item's own change (a like, an unlock) is drawn at once.
  const total = useDeferredValue(items.length)
  // Whether the link is slow, not its figure: the estimate moves every few seconds while media
  // arrives, and the pager draws again only when that answer changes.
  const isSlowLink = useAppSelector((state) => {
    const bandwidth = selectNetworkBandwidth(state)
    return bandwidth !== null && bandwidth < SLOW_MBPS
  })
  /** Each video's buffer level as it last told it (buffer-level.ts); absent: no source. */
  const [levels, setLevels] = useState<ReadonlyMap<string, BufferLevel>>(() => new Map())
  const sectionRef = useRef<HTMLElement>(null)
  /** The control that had the focus when the slide changed (Swiper tells before React draws). */
  const carried = useRef<SlideControl | null>(null)
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  // The store learns of the new slide in a task of its own. Drawing the change (every slide whose
  // part in it changed, at once, as a store update is drawn) inside the swipe's touchend kept a
  // phone's main thread from starting the slide's snap and from telling that the next video plays
  // (the swipe has started it already, playback-handover.ts): the touchend took about 16 ms
  // instead of 5 at a 4× slower CPU, 27 at worst.
  const onSlideChange = useCallback(
    (index: number) => {
      carried.current = focusedSlideControl(sectionRef.current)
      void nextTask().then(() => {
        // A list that started over meanwhile has its own slides.
        if (mounted.current) dispatch(slideChanged(index))
      })
    },
    [dispatch],
  )
  const { elementRef, range, move } = useVirtualSwiper({
    count: total,
    initialSlide: activeIndex,
    speed: swipeSpeed(),
    onSlideChange,
  })
  useFeedKeys(move)

  useEffect(() => {
    const control = carried.current
    carried.current = null
    const slide = sectionRef.current?.querySelector<HTMLElement>(`${SLIDE_SELECTOR}:not([inert])`)
    if (control && slide) moveFocusTo(slide, control)
  }, [activeIndex])

  useEffect(() => {
    if (hasMore && activeIndex >= items.length - PREFETCH_AHEAD) void dispatch(fetchFeedPage())
  }, [dispatch, activeIndex, hasMore, items.length])

  const saveData = prefersSavingData() || isSlowLink
  const active = items[activeIndex]
  const next = items[activeIndex + 1]
  const plan = preloadPlan(
    active && levels.get(active.id),
    next && levels.get(next.id),
    saveData,
    workerPacesVideos(),
  )
  const onBuffer = useCallback(
    (id: string, level: BufferLevel | null) =>
      setLevels((known) => {
        if ((known.get(id) ?? null) === level) return known
        const changed = new Map(known)
        if (level === null) changed.delete(id)
        else changed.set(id, level)
        return changed
      }),
    [],
  )

  return (
    <section
      ref={sectionRef}
      className="feed-pager"
      aria-label="Video feed"
      aria-roledescription="carousel"
    >
      <div ref={elementRef} className="swiper feed-pager__swiper">
        <div className="swiper-wrapper">
          {range &&
            items.slice(range.from, range.to + 1).map((item, offset) => {
              const index = range.from + offset
              return (
                <div
                  key={item.id}
                  className="swiper-slide"
                  data-swiper-slide-index={index}
                  style={{ top: `${range.offset}px` }}
                >
                  <FeedSlide
                    item={item}
                    index={index}
                    total={total}
                    isActive={index === activeIndex}
                    load={index === activeIndex || (index === activeIndex + 1 && plan.nextLoads)}
                    preload={index === activeIndex ? 'auto' : plan.nextPreload}
                    onBuffer={onBuffer}
                  />
                </div>
              )
            })}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {active &&
          `Video ${activeIndex + 1} of ${total}: @${active.metadata.username}. ${active.metadata.description}`}
      </p>
    </section>
  )
}
