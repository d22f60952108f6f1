// The vertical swipe feed on Home: Swiper with virtual slides, so only the previous,
// current and next items exist in the page. The next video is fetched only once the current one
// can play through (or the current locked poster is shown), and only its metadata when data is
// precious; the previous one buffers nothing more.
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react'
import 'swiper/css'
import 'swiper/css/virtual'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { prefersSavingData, SLOW_MBPS } from '../../../lib/bandwidth'
import { prefersReducedMotion } from '../../../lib/use-playback-conditions'
import { selectNetworkBandwidth } from '../../settings/settings-slice'
import { selectFeed, slideChanged } from '../feed-slice'
import { fetchFeedPage } from '../feed-thunks'
import { FeedSlide } from './feed-slide'
import { focusedSlideControl, moveFocusTo, SLIDE_SELECTOR, type SlideControl } from './slide-focus'
import { SWIPE_MS } from './swipe-rules'
import { useFeedKeys } from './use-feed-keys'
import { useVirtualSwiper } from './use-virtual-swiper'

/** The next page is asked for while this many items are still ahead. */
const PREFETCH_AHEAD = 3

const swipeSpeed = () => (prefersReducedMotion() ? 0 : SWIPE_MS)

/** The slide behind the active one buffers nothing more (it was watched; going back fetches
 * what it lacks), the one ahead only its metadata when data is precious. */
const preloadFor = (fromActive: number, saveData: boolean) => {
  if (fromActive < 0) return 'none'
  return fromActive > 0 && saveData ? 'metadata' : 'auto'
}

export function FeedPager() {
  const dispatch = useAppDispatch()
  const feed = useAppSelector(selectFeed)
  const { activeIndex, hasMore } = feed
  // A page arriving mid-swipe is drawn in the background, in slices, not in one long task.
  const items = useDeferredValue(feed.items)
  const bandwidth = useAppSelector(selectNetworkBandwidth)
  const [readyIds, setReadyIds] = useState<ReadonlySet<string>>(() => new Set())
  const sectionRef = useRef<HTMLElement>(null)
  /** The control that had the focus when the slide changed (Swiper tells before React draws). */
  const carried = useRef<SlideControl | null>(null)
  const onSlideChange = useCallback(
    (index: number) => {
      carried.current = focusedSlideControl(sectionRef.current)
      dispatch(slideChanged(index))
    },
    [dispatch],
  )
  const { elementRef, range, move } = useVirtualSwiper({
    count: items.length,
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

  const saveData = prefersSavingData() || (bandwidth !== null && bandwidth < SLOW_MBPS)
  const active = items[activeIndex]
  const currentReady = !!active && readyIds.has(active.id)
  const markReady = useCallback(
    (id: string) => setReadyIds((ids) => (ids.has(id) ? ids : new Set(ids).add(id))),
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
                    total={items.length}
                    isActive={index === activeIndex}
                    load={index <= activeIndex || (index === activeIndex + 1 && currentReady)}
                    preload={preloadFor(index - activeIndex, saveData)}
                    onReady={markReady}
                  />
                </div>
              )
            })}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {active &&
          `Video ${activeIndex + 1} of ${items.length}: @${active.metadata.username}. ${active.metadata.description}`}
      </p>
    </section>
  )
}
