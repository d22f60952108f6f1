// A paid video this viewer has not unlocked (the API sends no `src` for it, and this session has
// not bought it): its poster, a lock and the offer.
import type { SyntheticEvent } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import type { FeedItem } from '../../../api/types'
import { MODAL_BUY_XPASS } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'
import { LockIcon } from '../../../components/icons'
import { UNLOCK_PRICE_POINTS } from '../../../config/product'
import { whenImagePainted } from '../../../lib/first-screen'

interface LockedCoverProps {
  item: FeedItem
  isActive: boolean
  /** The poster is on screen (or could not load): nothing more to wait for on this slide. */
  onShown: () => void
}

export function LockedCover({ item, isActive, onShown }: LockedCoverProps) {
  const dispatch = useAppDispatch()
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) =>
    void whenImagePainted(event.currentTarget).then(onShown)
  return (
    <div className="locked-cover">
      <img
        className="locked-cover__poster"
        src={item.poster}
        alt=""
        decoding="async"
        elementtiming="feed-poster"
        // The poster on screen is what the viewer waits for; the ones around it can wait.
        fetchPriority={isActive ? 'high' : 'auto'}
        onLoad={onLoad}
        onError={onShown}
      />
      <div className="locked-cover__offer">
        <span className="locked-cover__lock" aria-hidden="true">
          <LockIcon />
        </span>
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            dispatch(modalOpened({ name: MODAL_BUY_XPASS, payload: { videoId: item.id } }))
          }
        >
          {`Open With ${UNLOCK_PRICE_POINTS} Points`}
        </button>
      </div>
    </div>
  )
}
