// One stand-in for the modals whose screens are still to come: the SPEC.md title and a way out.
import { DialogTitle } from '../../../components/dialog'
import { MODAL_UPLOAD_SUCCESS_POPUP, MODAL_UPLOAD_WARNING_POPUP } from '../modal-names'

const titles = {
  [MODAL_UPLOAD_WARNING_POPUP]: 'Uploading...',
  [MODAL_UPLOAD_SUCCESS_POPUP]: 'Uploaded successfully.',
} as const

export type PlaceholderModalName = keyof typeof titles

export function PlaceholderModal({
  name,
  onClose,
}: {
  name: PlaceholderModalName
  onClose: () => void
}) {
  return (
    <>
      <DialogTitle>{titles[name]}</DialogTitle>
      <div className="dialog__actions">
        <button type="button" className="dialog__button" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  )
}
