// Sending the sign-up code (POST /send-code): once on entering the step, then again
// only when no countdown runs, an attempt was made, the e-mail is set and nothing is loading.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { sendVerificationCode } from '../account-thunks'
import { useCountdown } from './use-countdown'

export function useVerificationCode(email: string) {
  const dispatch = useAppDispatch()
  const [isSending, setIsSending] = useState(false)
  // Tries made here count too: a first send that failed must still offer 'Send Code'.
  const [attempts, setAttempts] = useState(0)
  const [remainingMs, countTo] = useCountdown()
  const sentOnEntry = useRef(false)

  const send = useCallback(async () => {
    setIsSending(true)
    const result = await dispatch(sendVerificationCode(email))
    setIsSending(false)
    if (sendVerificationCode.fulfilled.match(result)) {
      setAttempts((tries) => Math.max(tries + 1, result.payload.attempts))
      countTo(result.payload.nextAttemptTime)
    } else {
      setAttempts((tries) => tries + 1)
      // A 429 says when the next try is allowed; the errors listener shows its message.
      const nextAttemptTime = result.payload?.nextAttemptTime
      if (nextAttemptTime) countTo(nextAttemptTime)
    }
  }, [dispatch, email, countTo])

  useEffect(() => {
    if (sentOnEntry.current) return
    sentOnEntry.current = true
    void send()
  }, [send])

  const canResend = remainingMs === 0 && attempts > 0 && email !== '' && !isSending
  return { isSending, remainingMs, canResend, resend: send }
}
