// MODAL_LOGIN_POPUP: the compact sign-in that a like attempt or a 401 opens. When the server ended
// the session under a page (auth-slice.ts, `interruptedUser`), the page waits behind it with its
// work: signing in again as that user returns to it as it was; any other way out declines it (a
// page only a session may see then gives way to Account: src/app/router.tsx).
import { useCallback, useState } from 'react'
import { Link } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { DialogClose, DialogTitle } from '../../../components/dialog'
import { useDialogDismiss } from '../../../components/dialog-context'
import { paths } from '../../../config/paths'
import { resumeDeclined, selectInterruptedUser } from '../auth-slice'
import { LoginForm } from './login-form'
import { useCloseWhenLoggedIn } from './use-close-when-logged-in'

export function LoginPopup({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch()
  // Whose page waits behind, as the popup opened (signing in clears it in the store).
  const interrupted = useAppSelector(selectInterruptedUser)
  const [resumingId] = useState(() => interrupted?.id)
  useCloseWhenLoggedIn(onClose, resumingId)

  /** Leaves without signing in: the page that waited is given up. */
  const leave = useCallback(() => {
    onClose()
    if (resumingId) dispatch(resumeDeclined())
  }, [onClose, resumingId, dispatch])
  useDialogDismiss(leave)

  return (
    <>
      <DialogClose onClick={leave} />
      <DialogTitle>Welcome back</DialogTitle>
      <LoginForm
        footer={
          <div className="auth-form__footer">
            <Link className="dialog__link" to={paths.restore} onClick={leave}>
              Restore password
            </Link>
            <Link className="dialog__link" to={paths.registration} onClick={leave}>
              Sign up
            </Link>
          </div>
        }
      />
    </>
  )
}
