// A modal whose chunk fails to load (offline, a new deployment) must not take the page behind
// it down: the dialog says so (and that the device is offline, when it is) and can still be
// closed. Opened again, the modal loads its chunk again (lib/load-chunk.ts).
import { Component, type ReactNode } from 'react'
import { DialogTitle } from '../../../components/dialog'
import { OfflineNote } from '../../../components/offline-note'
import { chunkFailureShown } from '../../../lib/load-chunk'
import { useOnline } from '../../../lib/online-status'

interface Props {
  onClose: () => void
  children: ReactNode
}

export const MODAL_LOAD_FAILED = 'This window could not be opened. Please try again.'

export class ModalErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('Modal failed to render:', error)
    chunkFailureShown(error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return <ModalFault onClose={this.props.onClose} />
  }
}

function ModalFault({ onClose }: { onClose: () => void }) {
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
