// /profile without a name: the viewer's own profile, or Account for a visitor.
import { Navigate } from 'react-router-dom'
import { paths, profilePath } from '../../config/paths'
import { selectUser } from '../../features/auth/auth-slice'
import { useAppSelector } from '../hooks'

export default function ProfileRedirectPage() {
  const user = useAppSelector(selectUser)
  return <Navigate to={user?.username ? profilePath(user.username) : paths.account} replace />
}
