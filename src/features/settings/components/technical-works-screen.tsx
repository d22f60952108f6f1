// The maintenance view: the only route non-staff get during technical works.
// 'Code: 511' lets staff sign in; a signed-in non-staff user can only log out.
import { useNavigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { paths } from '../../../config/paths'
import { logout, selectIsLoggedIn } from '../../auth/auth-slice'
import { MODAL_LOGIN_POPUP } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'

export function TechnicalWorksScreen() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const logOut = () => {
    void navigate(paths.account)
    void dispatch(logout())
  }
  return (
    <div className="page page--centred">
      <h1 className="page__title">Technical Work In Progress</h1>
      <p>Site will be available soon. Thank you for your patience!</p>
      {isLoggedIn ? (
        <button type="button" className="button" onClick={logOut}>
          Logout
        </button>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => dispatch(modalOpened({ name: MODAL_LOGIN_POPUP }))}
        >
          Code: 511
        </button>
      )}
    </div>
  )
}
