import { DialogTitle } from '../../../components/dialog'

export function ComingSoonModal({ onClose }: { onClose: () => void }) {
  return (
    <>
      <DialogTitle>Coming Soon</DialogTitle>
      <div className="dialog__actions">
        <button type="button" className="dialog__button dialog__button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  )
}
