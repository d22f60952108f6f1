// MODAL_UPLOAD_SUCCESS_POPUP: the upload is in; processing takes a minute or two.
import { DialogTitle } from '../../../components/dialog'
import type { ModalProps } from '../../modals/modal-props'
import type { MODAL_UPLOAD_SUCCESS_POPUP } from '../../modals/modal-names'

export function UploadSuccessModal({
  payload,
  onClose,
}: ModalProps<typeof MODAL_UPLOAD_SUCCESS_POPUP>) {
  return (
    <>
      <DialogTitle>Uploaded successfully.</DialogTitle>
      <p className="dialog__text">
        The file {payload.fileName} is processing and will display in your profile within 1-2
        minutes.
      </p>
      <div className="dialog__actions">
        <button type="button" className="dialog__button dialog__button--primary" onClick={onClose}>
          Ok
        </button>
      </div>
    </>
  )
}
