// /profile without a name: the viewer's own profile, or Account for a visitor.
import { Navigate } from 'react-router-dom'
import { useAppSelector } from '../../../app/hooks'
import { paths, profilePath } from '../../../config/paths'
import { selectUser } from '../../auth/auth-slice'

export function OwnProfileRedirect() {
  const user = useAppSelector(selectUser)
  return <Navigate to={user?.username ? profilePath(user.username) : paths.account} replace />
}
