// The end of an admin form: the failure line (it keeps its height, so a failure never moves the
// button) and the submit button, which shows a spinner while the form sends.
import type { Ref } from 'react'

interface AdminFormFooterProps {
  failure?: string
  isSending: boolean
  submitRef: Ref<HTMLButtonElement>
  label: string
}

export function AdminFormFooter({ failure, isSending, submitRef, label }: AdminFormFooterProps) {
  return (
    <>
      <p className="admin-form__failure" role="alert">
        {failure}
      </p>
      <button
        ref={submitRef}
        type="submit"
        className="button button--primary admin-form__submit"
        aria-busy={isSending}
      >
        {isSending && <span className="spinner admin-form__spinner" aria-hidden="true" />}
        {label}
      </button>
    </>
  )
}
