// MODAL_BECOME_CREATOR: a KYC-verified user confirms joining the creators.
// Confirming only closes the modal; it makes no call.
import { DialogTitle } from '../../../components/dialog'

export function BecomeCreatorModal({ onClose }: { onClose: () => void }) {
  return (
    <>
      <DialogTitle>Become Creator</DialogTitle>
      <p className="dialog__text">
        Are you sure you want to join the creators and post your own content?
      </p>
      <div className="dialog__actions">
        <button type="button" className="dialog__button" onClick={onClose}>
          Leave
        </button>
        <button type="button" className="dialog__button dialog__button--primary" onClick={onClose}>
          Become Creator
        </button>
      </div>
    </>
  )
}
