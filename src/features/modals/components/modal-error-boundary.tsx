// A modal whose chunk fails to load (offline, a new deployment) must not take the page behind
// it down: the dialog says so and can still be closed.
import { Component, type ReactNode } from 'react'
import { DialogTitle } from '../../../components/dialog'

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
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <>
        <DialogTitle>{MODAL_LOAD_FAILED}</DialogTitle>
        <div className="dialog__actions">
          <button type="button" className="dialog__button" onClick={this.props.onClose}>
            Close
          </button>
        </div>
      </>
    )
  }
}
