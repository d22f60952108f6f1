import { createContext, useContext, useEffect } from 'react'

/** What Escape and a backdrop click do: a function, or null when the dialog must stay. */
export type DismissHandler = (() => void) | null

export interface DialogContextValue {
  titleId: string
  /** undefined restores the dialog's own onDismiss. */
  setDismissHandler: (handler: DismissHandler | undefined) => void
}

export const DialogContext = createContext<DialogContextValue | null>(null)

export function useDialogTitleId(): string | undefined {
  return useContext(DialogContext)?.titleId
}

/**
 * Lets the content decide what dismissing means (for example "go to Account"), or forbid it
 * with null, while it is mounted.
 */
export function useDialogDismiss(handler: DismissHandler): void {
  const context = useContext(DialogContext)
  useEffect(() => {
    if (!context) return
    context.setDismissHandler(handler)
    return () => context.setDismissHandler(undefined)
  }, [context, handler])
}
