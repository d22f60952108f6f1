// MODAL_LOGIN_POPUP: the compact sign-in that a like attempt or a 401 opens.
import { Link } from 'react-router-dom'
import { DialogClose, DialogTitle } from '../../../components/dialog'
import { paths } from '../../../config/paths'
import { LoginForm } from './login-form'
import { useCloseWhenLoggedIn } from './use-close-when-logged-in'

export function LoginPopup({ onClose }: { onClose: () => void }) {
  useCloseWhenLoggedIn(onClose)

  return (
    <>
      <DialogClose onClick={onClose} />
      <DialogTitle>Welcome back</DialogTitle>
      <LoginForm
        footer={
          <div className="auth-form__footer">
            <Link className="dialog__link" to={paths.restore} onClick={onClose}>
              Restore password
            </Link>
            <Link className="dialog__link" to={paths.registration} onClick={onClose}>
              Sign up
            </Link>
          </div>
        }
      />
    </>
  )
}
