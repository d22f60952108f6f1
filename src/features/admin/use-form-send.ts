// A form's send, for the admin forms. Sending starts once the fields have passed their rules (a
// fieldset disabled during validation would keep react-hook-form from focusing the refused
// field). While it runs the fieldset is disabled, so the browser drops focus to the page; once
// the form is enabled again, `finish`'s step puts it where the user's next step is: the first
// field for the next entry, the refused field, or (with no step) the button to try again.
import { useCallback, useEffect, useRef, useState } from 'react'

export function useFormSend() {
  const [isSending, setSending] = useState(false)
  // A new object per finish, so the step runs once, after the render that enables the form.
  const [afterSend, setAfterSend] = useState<{ step?: () => void } | null>(null)
  const submitRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!afterSend) return
    if (afterSend.step) afterSend.step()
    else submitRef.current?.focus()
  }, [afterSend])

  const start = useCallback(() => setSending(true), [])
  const finish = useCallback((step?: () => void) => {
    setSending(false)
    setAfterSend({ step })
  }, [])
  return { isSending, start, finish, submitRef }
}
