// The identity-verification widget: the SDK frames the provider's page and passes on its
// messages. Its own chunk: the SDK is only needed on the KYC page. It reports that the frame has
// answered (the page times the handshake) and the review's outcome; errors are only logged.
import SumsubWebSdk from '@sumsub/websdk-react'
import { useEffect, useRef } from 'react'
import { reviewOutcome, type ReviewOutcome } from '../kyc-review'

interface KycWidgetProps {
  /**
   * The provider's origin: the SDK frames `${baseUrl}/websdk/websdk.html` and drops every message
   * whose origin is not this very string, so it is an origin, without a path or trailing slash.
   */
  baseUrl: string
  accessToken: string
  /** Resolves with a fresh token when the widget reports the current one as invalid. */
  renewToken: () => Promise<string>
  onOutcome: (outcome: ReviewOutcome) => void
  /**
   * The frame has answered. The SDK passes on only messages from baseUrl, the first of them its
   * handshake (idCheck.onReady), after it has answered with idCheck.init.
   */
  onAnswer: () => void
}

const FRAME_TITLE = 'Identity verification'

/** The SDK inserts its iframe without a title; a frame needs one to be announced. */
function useFrameTitle() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const container = ref.current
    if (!container) return
    const name = () =>
      container.querySelectorAll('iframe:not([title])').forEach((frame) => {
        frame.setAttribute('title', FRAME_TITLE)
      })
    name()
    const observer = new MutationObserver(name)
    observer.observe(container, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return ref
}

/**
 * The SDK takes its callbacks once, when it mounts (it never re-renders), so messages go through
 * a ref that always holds the latest handler.
 */
function useLatest<T>(value: T) {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  }, [value])
  return ref
}

export default function KycWidget({
  baseUrl,
  accessToken,
  renewToken,
  onOutcome,
  onAnswer,
}: KycWidgetProps) {
  const ref = useFrameTitle()
  const latestOnOutcome = useLatest(onOutcome)
  const latestOnAnswer = useLatest(onAnswer)
  return (
    <div ref={ref}>
      <SumsubWebSdk
        style={{ minHeight: 480 }}
        baseUrl={baseUrl}
        accessToken={accessToken}
        expirationHandler={renewToken}
        onMessage={(type: string, payload: unknown) => {
          latestOnAnswer.current()
          const outcome = reviewOutcome(type, payload)
          if (outcome) latestOnOutcome.current(outcome)
        }}
        onError={(error: unknown) => {
          latestOnAnswer.current()
          console.error('Identity check widget error:', error)
        }}
      />
    </div>
  )
}
