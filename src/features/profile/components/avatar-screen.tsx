// The avatar page (/avatar): 'Upload page', where a signed-in user crops and uploads
// a new avatar; a visitor is asked to log in first.
import { Link } from 'react-router-dom'
import { useAppSelector } from '../../../app/hooks'
import { paths } from '../../../config/paths'
import { selectIsLoggedIn } from '../../auth/auth-slice'
import { AvatarCropper } from './avatar-cropper'
import './profile.css'

export function AvatarScreen() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  return (
    <div className="page">
      <h1 className="page__title">Upload page</h1>
      {isLoggedIn ? (
        <AvatarCropper />
      ) : (
        <p>
          <Link to={paths.login}>Log in</Link> to change your avatar.
        </p>
      )}
    </div>
  )
}
