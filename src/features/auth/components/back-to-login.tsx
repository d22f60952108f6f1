import { Link } from 'react-router-dom'
import { paths } from '../../../config/paths'

/** 'Back to Login' of the password dialogs: closes the dialog and opens the login modal. */
export function BackToLogin({ onClose }: { onClose: () => void }) {
  return (
    <div className="auth-form__footer">
      <Link className="dialog__link" to={paths.login} onClick={onClose}>
        Back to Login
      </Link>
    </div>
  )
}
