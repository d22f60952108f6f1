// One item of the feed: the video (or its locked cover, or its poster while the source of a video
// just bought loads), the caption and the actions. Whether it is bought is the purchases slice's.
import { memo, Suspense, useCallback, useState } from 'react'
import type { FeedItem } from '../../../api/types'
import { useAppSelector } from '../../../app/hooks'
import { ErrorBoundary } from '../../../components/error-boundary'
import { firstScreenShown } from '../../../lib/first-screen'
import { lazyExport } from '../../../lib/load-chunk'
import { selectUnlock } from '../../purchases/purchase-selectors'
import { accessOf, withUnlock } from '../../purchases/unlock-rules'
import type { BufferLevel } from './buffer-level'
import { FeedActions } from './feed-actions'
import { FeedCaption } from './feed-caption'
import { HeartIcon } from './feed-icons'
import { FeedVideo } from './feed-video'
import { LockedCover } from './locked-cover'
import { useReaction } from './use-reaction'

// Seldom needed (a video bought whose source could not be fetched after the purchase), so out of
// Home's first load; the slide shows its caption alone while it loads, or if it cannot.
const UnlockedCover = lazyExport(() => import('./unlocked-cover'), 'UnlockedCover')

interface FeedSlideProps {
  item: FeedItem
  index: number
  total: number
  isActive: boolean
  load: boolean
  preload: 'auto' | 'metadata' | 'none'
  /** Its buffer level (buffer-level.ts): a locked poster shown fetches nothing more, `spare`. */
  onBuffer: (id: string, level: BufferLevel | null) => void
}

// Memoised: a swipe changes the props of the slides it leaves and reaches, not the third one.
export const FeedSlide = memo(function FeedSlide({
  item: sent,
  index,
  total,
  isActive,
  onBuffer,
  ...video
}: FeedSlideProps) {
  // Read as the slide is drawn: an unlock that ends while it is on screen shows on the next draw.
  const unlock = useAppSelector((state) => selectUnlock(state, sent.id))
  const item = withUnlock(sent, unlock)
  const access = accessOf(item)
  const react = useReaction(item)
  const [bursts, setBursts] = useState(0)
  // The first slide on screen tells the app its first screen is there (lib/first-screen.ts).
  const onShown = useCallback(() => {
    if (isActive) firstScreenShown()
  }, [isActive])
  const posterShown = () => {
    onShown()
    onBuffer(item.id, 'spare')
  }
  const likeByDoubleTap = () => {
    react('like', true)
    setBursts((count) => count + 1)
  }

  return (
    // Only the item on screen can be reached; the ones around it wait, out of the tab order.
    <article
      className="feed-slide"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      inert={!isActive}
    >
      {access === 'locked' ? (
        <LockedCover item={item} isActive={isActive} onShown={posterShown} />
      ) : access === 'awaiting-source' ? (
        <ErrorBoundary fallback={() => null}>
          <Suspense>
            <UnlockedCover item={item} isActive={isActive} onShown={posterShown} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <FeedVideo
          item={item}
          isActive={isActive}
          onShown={onShown}
          onBuffer={onBuffer}
          onDoubleTap={likeByDoubleTap}
          {...video}
        />
      )}
      {bursts > 0 && (
        <span key={bursts} className="feed-slide__burst" aria-hidden="true">
          <HeartIcon />
        </span>
      )}
      <div className="feed-slide__overlay">
        <FeedCaption metadata={item.metadata} />
        <FeedActions item={item} react={react} />
      </div>
    </article>
  )
})
