// The identity-verification widget (API.md "The identity-verification widget"). Its own chunk:
// the SDK is only needed on the KYC page. It reports the review's outcome; errors are only
// logged (SPEC.md §8).
import SumsubWebSdk from '@sumsub/websdk-react'
import { useEffect, useRef } from 'react'
import { reviewOutcome, type ReviewOutcome } from '../kyc-review'

interface KycWidgetProps {
  baseUrl: string
  accessToken: string
  /** Resolves with a fresh token when the widget reports the current one as invalid. */
  renewToken: () => Promise<string>
  onOutcome: (outcome: ReviewOutcome) => void
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

export default function KycWidget({ baseUrl, accessToken, renewToken, onOutcome }: KycWidgetProps) {
  const ref = useFrameTitle()
  const latestOnOutcome = useLatest(onOutcome)
  return (
    <div ref={ref}>
      <SumsubWebSdk
        style={{ minHeight: 480 }}
        baseUrl={baseUrl}
        accessToken={accessToken}
        expirationHandler={renewToken}
        onMessage={(type: string, payload: unknown) => {
          const outcome = reviewOutcome(type, payload)
          if (outcome) latestOnOutcome.current(outcome)
        }}
        onError={(error: unknown) => console.error('Identity check widget error:', error)}
      />
    </div>
  )
}
