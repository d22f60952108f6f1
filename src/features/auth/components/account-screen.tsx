// Account: the info block with Log In and Create Account, and installing the app; a signed-in user
// is sent on to their own profile.
import { Navigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { InfoBlock } from '../../../components/info-block'
import { InstallApp } from '../../../components/install-app'
import { profilePath } from '../../../config/paths'
import { MODAL_LOGIN, MODAL_REGISTRATION } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'
import { selectUser } from '../auth-slice'

export function AccountScreen() {
  const user = useAppSelector(selectUser)
  const dispatch = useAppDispatch()
  if (user?.username) return <Navigate to={profilePath(user.username)} replace />
  return (
    <div className="page">
      <h1 className="page__title">Account</h1>
      <div className="page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(modalOpened({ name: MODAL_LOGIN }))}
        >
          Log In
        </button>
        <button
          type="button"
          className="button"
          onClick={() => dispatch(modalOpened({ name: MODAL_REGISTRATION }))}
        >
          Create Account
        </button>
        <InstallApp />
      </div>
      <InfoBlock />
    </div>
  )
}
