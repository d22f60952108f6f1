import type { ReactNode } from 'react'

/** The account dialogs' main button: disabled until the form may be sent, busy while it is. */
export function SubmitButton({
  disabled,
  busy,
  children,
}: {
  disabled: boolean
  busy: boolean
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      className="dialog__button dialog__button--primary auth-form__submit"
      disabled={disabled}
      aria-busy={busy}
    >
      {children}
    </button>
  )
}
