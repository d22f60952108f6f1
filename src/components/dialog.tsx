// The one accessible dialog shell: a portal on <body>, a bottom sheet on phones and a centred
// card on wider screens. Content labels it with <DialogTitle>. Back dismisses it like Escape
// (it is a history layer) unless it opts out.
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { openLayer } from '../lib/history-layers'
import { DialogContext, useDialogTitleId, type DismissHandler } from './dialog-context'
import { focusableIn, lockPage } from './dialog-page-lock'
import './dialog.css'

interface DialogProps {
  /** Escape, a click on the backdrop or Back. */
  onDismiss: () => void
  /** false: Back leaves it alone (it takes no history entry). */
  closesOnBack?: boolean
  children: ReactNode
}

export function Dialog({ onDismiss, closesOnBack = true, children }: DialogProps) {
  const titleId = useId()
  const backdropRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const onDismissRef = useRef(onDismiss)
  const overrideRef = useRef<DismissHandler | undefined>(undefined)
  const pressStartedOnBackdrop = useRef(false)

  useEffect(() => {
    onDismissRef.current = onDismiss
  }, [onDismiss])

  const dismiss = useCallback(() => {
    const override = overrideRef.current
    if (override === undefined) onDismissRef.current()
    else override?.()
  }, [])

  const context = useMemo(
    () => ({
      titleId,
      setDismissHandler: (handler: DismissHandler | undefined) => {
        overrideRef.current = handler
      },
    }),
    [titleId],
  )

  useEffect(() => {
    const backdrop = backdropRef.current
    const panel = panelRef.current
    if (!backdrop || !panel) return
    const previous = document.activeElement
    const unlock = lockPage(backdrop)
    panel.focus()
    return () => {
      unlock()
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [])

  useEffect(() => (closesOnBack ? openLayer(dismiss) : undefined), [closesOnBack, dismiss])

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return
      event.preventDefault()
      dismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [dismiss])

  const keepTabInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return
    const active = document.activeElement
    // A player's controls are several stops the page cannot see (the element keeps the focus
    // while Tab walks them): the browser walks them, and past the last one the page behind is
    // inert, so the next stop is this dialog's first again.
    if (active instanceof HTMLMediaElement && active.controls) return
    const items = focusableIn(event.currentTarget)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) {
      event.preventDefault()
    } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // A press that starts inside the panel (selecting text) and ends outside is not a dismissal.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) dismiss()
    pressStartedOnBackdrop.current = false
  }

  return createPortal(
    <div
      ref={backdropRef}
      className="dialog-backdrop"
      data-testid="dialog-backdrop"
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={panelRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={keepTabInside}
      >
        <DialogContext value={context}>{children}</DialogContext>
      </div>
    </div>,
    document.body,
  )
}

export function DialogTitle({ children, className }: { children: ReactNode; className?: string }) {
  const id = useDialogTitleId()
  return (
    <h2 id={id} className={className ? `dialog__title ${className}` : 'dialog__title'}>
      {children}
    </h2>
  )
}

/** The × in the dialog's corner. */
export function DialogClose({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="dialog__close" aria-label="Close" onClick={onClick}>
      ×
    </button>
  )
}

/** Shown while a lazy dialog body loads; sized like a short dialog so nothing jumps. */
export function DialogLoading() {
  return (
    <div className="dialog__loading" aria-busy="true">
      <DialogTitle className="dialog__sr-only">Loading...</DialogTitle>
      <span className="dialog__spinner" aria-hidden="true" />
    </div>
  )
}
