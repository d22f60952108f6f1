// Home (SPEC.md §2). Part of the first chunk. The vertical feed arrives with the feed work;
// until then visitors get the sign-up prompt.
import { Link } from 'react-router-dom'
import { useAppSelector } from '../../../app/hooks'
import { paths } from '../../../config/paths'
import { selectIsLoggedIn } from '../../auth/auth-slice'

export function FeedScreen() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  return (
    <div className="page">
      <h1 className="page__title">Home</h1>
      {!isLoggedIn && (
        <Link className="button button--primary" to={paths.account}>
          Create account &amp; Earn 69 Points
        </Link>
      )}
    </div>
  )
}
