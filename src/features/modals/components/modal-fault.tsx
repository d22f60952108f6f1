// What a modal shows in place of a body whose chunk failed to load (offline, a new deployment), so
// that it does not take the page behind it down: the dialog says so (and that the device is
// offline, when it is) and can still be closed. Opened again, the modal loads its chunk again
// (lib/load-chunk.ts).
import { DialogTitle } from '../../../components/dialog'
import { OfflineNote } from '../../../components/offline-note'
import { useOnline } from '../../../lib/online-status'

export const MODAL_LOAD_FAILED = 'This window could not be opened. Please try again.'

export function ModalFault({ onClose }: { onClose: () => void }) {
  const online = useOnline()
  return (
    <>
      <DialogTitle>{MODAL_LOAD_FAILED}</DialogTitle>
      <OfflineNote online={online} />
      <div className="dialog__actions">
        <button type="button" className="dialog__button" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  )
}
