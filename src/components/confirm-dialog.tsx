// A question that needs a yes before something cannot be undone (deleting a video, leaving a
// page while an upload runs). Escape, the backdrop, the cancel button and Back all answer no.
import type { ReactNode } from 'react'
import { Dialog, DialogTitle } from './dialog'

interface ConfirmDialogProps {
  title: string
  children?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
  /** false when the question is itself the answer to a Back: Back then leaves it alone. */
  closesOnBack?: boolean
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  closesOnBack,
}: ConfirmDialogProps) {
  return (
    <Dialog onDismiss={onCancel} closesOnBack={closesOnBack}>
      <DialogTitle>{title}</DialogTitle>
      {children && <p className="dialog__text">{children}</p>}
      <div className="dialog__actions">
        <button type="button" className="dialog__button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="dialog__button dialog__button--primary"
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}

interface ConfirmDeleteProps {
  /** What goes, as the sentence names it: '“Sunset”', 'a@b.c and their videos'. */
  what: string
  onConfirm: () => void
  onCancel: () => void
}

/** The 'Delete?' question, asked before every delete. */
export function ConfirmDelete({ what, onConfirm, onCancel }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog title="Delete?" confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel}>
      {`${what} will be removed for good.`}
    </ConfirmDialog>
  )
}
