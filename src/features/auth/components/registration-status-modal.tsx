// MODAL_REGISTRATION_STATUS: the welcome after sign-up, with the sign-up bonus. Ok goes Home
// and, when the automatic sign-in did not work, offers the login popup.
import { useNavigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { DialogTitle } from '../../../components/dialog'
import { useDialogDismiss } from '../../../components/dialog-context'
import { paths } from '../../../config/paths'
import { SIGN_UP_BONUS_POINTS } from '../../../config/product'
import { MODAL_LOGIN_POPUP } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'
import { selectIsLoggedIn } from '../auth-slice'

export function RegistrationStatusModal({ onClose }: { onClose: () => void }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const done = () => {
    void navigate(paths.home)
    onClose()
    if (!isLoggedIn) dispatch(modalOpened({ name: MODAL_LOGIN_POPUP }))
  }
  useDialogDismiss(done)

  return (
    <>
      <DialogTitle>Congratulations! Account has been successfully created</DialogTitle>
      <p className="dialog__highlight">{`+${SIGN_UP_BONUS_POINTS} coins earned`}</p>
      <div className="dialog__actions">
        <button type="button" className="dialog__button dialog__button--primary" onClick={done}>
          Ok
        </button>
      </div>
    </>
  )
}
