// A video this session bought whose source the app does not have yet (the call for it after the
// purchase failed): its poster and a loading state while the source is fetched, which starts once
// the slide is the one on screen; a failure offers Try again. Never the offer again. Loaded only
// for such a video (feed-slide.tsx).
import type { FeedItem } from '../../../api/types'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { useUnlockedSource } from '../../purchases/use-unlocked-source'
import { CoverPoster } from './cover-poster'

interface UnlockedCoverProps {
  item: FeedItem
  isActive: boolean
  /** The poster is on screen (or could not load). */
  onShown: () => void
}

export function UnlockedCover({ item, isActive, onShown }: UnlockedCoverProps) {
  const { failed, retry } = useUnlockedSource(item.id, item.src, isActive)
  return (
    <div className="locked-cover">
      <CoverPoster src={item.poster} isActive={isActive} onShown={onShown} />
      <div className="locked-cover__offer">
        {failed ? (
          <LoadFailure title="The video could not be loaded." onRetry={retry} />
        ) : (
          <LoadingStatus label="Loading the video" />
        )}
      </div>
    </div>
  )
}
