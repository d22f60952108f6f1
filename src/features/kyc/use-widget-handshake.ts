// The widget's frame must answer its handshake in time: when the provider is down, the network
// fails or something blocks the frame, the SDK reports nothing at all, and the page would stay
// an empty frame for good.
import { useCallback, useEffect, useState } from 'react'

export const KYC_HANDSHAKE_TIMEOUT_MS = 15_000

export type Handshake = 'waiting' | 'answered' | 'timed-out'

/**
 * 'waiting' from the moment the widget is mounted (`mounted`) until its frame first answers
 * (`onAnswer`), or 'timed-out' once KYC_HANDSHAKE_TIMEOUT_MS pass first; `restart` waits again,
 * for a widget mounted afresh.
 */
export function useWidgetHandshake(mounted: boolean, origin: string | null) {
  const [handshake, setHandshake] = useState<Handshake>('waiting')

  useEffect(() => {
    if (!mounted || handshake !== 'waiting') return
    const timer = setTimeout(() => {
      console.error(
        `Identity check widget error: ${origin ?? 'its page'} did not answer within ` +
          `${KYC_HANDSHAKE_TIMEOUT_MS / 1000} s.`,
      )
      setHandshake('timed-out')
    }, KYC_HANDSHAKE_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [mounted, handshake, origin])

  const onAnswer = useCallback(
    () => setHandshake((current) => (current === 'waiting' ? 'answered' : current)),
    [],
  )
  const restart = useCallback(() => setHandshake('waiting'), [])
  return { handshake, onAnswer, restart }
}
