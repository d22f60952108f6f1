// The identity-verification widget (API.md "The identity-verification widget"). Its own chunk:
// the SDK is only needed on the KYC page.
import SumsubWebSdk from '@sumsub/websdk-react'
import { isApproval } from '../kyc-review'

interface KycWidgetProps {
  baseUrl: string
  accessToken: string
  /** Resolves with a fresh token when the widget reports the current one as invalid. */
  renewToken: () => Promise<string>
  onApproved: () => void
}

export default function KycWidget({
  baseUrl,
  accessToken,
  renewToken,
  onApproved,
}: KycWidgetProps) {
  return (
    <SumsubWebSdk
      style={{ minHeight: 480 }}
      baseUrl={baseUrl}
      accessToken={accessToken}
      expirationHandler={renewToken}
      onMessage={(type: string, payload: unknown) => {
        if (isApproval(type, payload)) onApproved()
      }}
      onError={(error: unknown) => console.error('Identity check widget error:', error)}
    />
  )
}
