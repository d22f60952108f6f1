// Over the top of the feed on Home: the Following / Feed filter, the bell for a signed-in user
// and the sign-up offer for a visitor.
import { Link } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import type { FeedFilter } from '../../../api/types'
import { paths } from '../../../config/paths'
import { SIGN_UP_BONUS_POINTS } from '../../../config/product'
import { selectIsLoggedIn } from '../../auth/auth-slice'
import { MODAL_COMING_SOON } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'
import { filterChanged, selectFeedFilter } from '../feed-slice'
import { BellIcon } from './feed-icons'

const filters: { value: FeedFilter; label: string }[] = [
  { value: 'following', label: 'Following' },
  { value: 'default', label: 'Feed' },
]

export function FeedHeader() {
  const dispatch = useAppDispatch()
  const filter = useAppSelector(selectFeedFilter)
  const isLoggedIn = useAppSelector(selectIsLoggedIn)

  return (
    <header className="feed-header">
      <div className="feed-header__filters" role="group" aria-label="Feed filter">
        {filters.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className="feed-header__filter"
            aria-pressed={filter === value}
            onClick={() => dispatch(filterChanged(value))}
          >
            {label}
          </button>
        ))}
      </div>
      {isLoggedIn ? (
        <button
          type="button"
          className="feed-header__bell"
          aria-label="Notifications"
          onClick={() => dispatch(modalOpened({ name: MODAL_COMING_SOON }))}
        >
          <BellIcon />
        </button>
      ) : (
        <Link className="feed-header__join" to={paths.account}>
          {`Create account & Earn ${SIGN_UP_BONUS_POINTS} Points`}
        </Link>
      )}
    </header>
  )
}
