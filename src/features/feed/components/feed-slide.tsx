// One item of the feed: the video (or its locked cover), the caption and the actions.
import { memo, useCallback, useState } from 'react'
import { isLocked, type FeedItem } from '../../../api/types'
import { firstScreenShown } from '../../../lib/first-screen'
import { FeedActions } from './feed-actions'
import { FeedCaption } from './feed-caption'
import { HeartIcon } from './feed-icons'
import { FeedVideo } from './feed-video'
import { LockedCover } from './locked-cover'
import { useReaction } from './use-reaction'

interface FeedSlideProps {
  item: FeedItem
  index: number
  total: number
  isActive: boolean
  load: boolean
  preload: 'auto' | 'metadata' | 'none'
  /** The slide can be watched: its video can play through, or its locked poster is shown. */
  onReady: (id: string) => void
}

// Memoised: a swipe changes the props of the slides it leaves and reaches, not the third one.
export const FeedSlide = memo(function FeedSlide({
  item,
  index,
  total,
  isActive,
  onReady,
  ...video
}: FeedSlideProps) {
  const react = useReaction(item)
  const [bursts, setBursts] = useState(0)
  // The first slide on screen tells the app its first screen is there (lib/first-screen.ts).
  const onShown = useCallback(() => {
    if (isActive) firstScreenShown()
  }, [isActive])
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
      {isLocked(item) ? (
        <LockedCover
          item={item}
          isActive={isActive}
          onShown={() => {
            onShown()
            onReady(item.id)
          }}
        />
      ) : (
        <FeedVideo
          item={item}
          isActive={isActive}
          onShown={onShown}
          onCanPlayThrough={onReady}
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
