// MODAL_LOGIN: closing it goes to Account; a signed-in user is sent Home.
import { useCallback } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { DialogClose, DialogTitle } from '../../../components/dialog'
import { useDialogDismiss } from '../../../components/dialog-context'
import { paths } from '../../../config/paths'
import { LoginForm } from './login-form'
import { useCloseWhenLoggedIn } from './use-close-when-logged-in'

export function LoginModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const closeToAccount = useCallback(() => {
    onClose()
    void navigate(paths.account)
  }, [onClose, navigate])
  useDialogDismiss(closeToAccount)
  useCloseWhenLoggedIn(onClose)

  return (
    <>
      <DialogClose onClick={closeToAccount} />
      <DialogTitle>Welcome back</DialogTitle>
      <LoginForm
        passwordHelp={
          <Link className="dialog__link auth-form__aside" to={paths.restore} onClick={onClose}>
            Forgot your password?
          </Link>
        }
        footer={
          <div className="auth-form__footer">
            <Link className="dialog__link" to={paths.registration} onClick={onClose}>
              Create Account
            </Link>
          </div>
        }
      />
    </>
  )
}
