// A paid video this viewer has not unlocked (API.md "locked"): its poster, a lock and the offer.
import { useAppDispatch } from '../../../app/hooks'
import type { FeedItem } from '../../../api/types'
import { MODAL_BUY_XPASS } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'
import { LockIcon } from '../../../components/icons'

export function LockedCover({ item }: { item: FeedItem }) {
  const dispatch = useAppDispatch()
  return (
    <div className="locked-cover">
      <img className="locked-cover__poster" src={item.poster} alt="" decoding="async" />
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
          Open With 10 Points
        </button>
      </div>
    </div>
  )
}
