// A paid video this viewer has not unlocked (the API sends no `src` for it, and this session has
// not bought it): its poster, a lock and the offer.
import { useAppDispatch } from '../../../app/hooks'
import type { FeedItem } from '../../../api/types'
import { MODAL_BUY_XPASS } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'
import { LockIcon } from '../../../components/icons'
import { UNLOCK_PRICE_POINTS } from '../../../config/product'
import { CoverPoster } from './cover-poster'

interface LockedCoverProps {
  item: FeedItem
  isActive: boolean
  /** The poster is on screen (or could not load): nothing more to wait for on this slide. */
  onShown: () => void
}

export function LockedCover({ item, isActive, onShown }: LockedCoverProps) {
  const dispatch = useAppDispatch()
  return (
    <div className="locked-cover">
      <CoverPoster src={item.poster} isActive={isActive} onShown={onShown} timing="feed-poster" />
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
