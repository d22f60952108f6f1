// KYC page: check that the build's policy lets the widget's origin load, fetch a token, then show
// the identity-verification widget, which must answer within KYC_HANDSHAKE_TIMEOUT_MS. Each way
// it can fail is said under the heading with 'Try again', never an empty frame. What each review
// outcome does is in use-review-outcome.ts.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { LoadFailure } from '../../../components/load-state'
import { track } from '../../../lib/analytics'
import { loadChunk } from '../../../lib/load-chunk'
import { selectIsLoggedIn } from '../../auth/auth-slice'
import { fetchKycAccessToken } from '../kyc-token'
import { useKycOrigin } from '../use-kyc-origin'
import { useReviewOutcome } from '../use-review-outcome'
import { useWidgetHandshake } from '../use-widget-handshake'

const KycWidget = lazy(() => loadChunk(() => import('./kyc-widget')))

/**
 * 'ready' holds the token the widget starts with. It is kept here rather than read from the
 * store: each review step refreshes the session, which clears the stored token, and the widget
 * must stay (it renews its token itself through renewToken).
 */
type TokenState = 'loading' | 'failed' | { ready: string }

export function KycScreen() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const dispatch = useAppDispatch()
  const onOutcome = useReviewOutcome()
  const kycOrigin = useKycOrigin()
  const origin = kycOrigin.check.allowed && !kycOrigin.reloading ? kycOrigin.check.origin : null
  const [tokenState, setTokenState] = useState<TokenState>('loading')
  const [attempt, setAttempt] = useState(0)
  const token = typeof tokenState === 'object' ? tokenState.ready : null
  const { handshake, onAnswer, restart } = useWidgetHandshake(!!(origin && token), origin)

  // Once per visit to the page: a new token after a failure is not a new start.
  useEffect(() => {
    if (isLoggedIn) void track('creator_kyc_start')
  }, [isLoggedIn])

  useEffect(() => {
    if (!isLoggedIn || !origin) return
    let active = true
    void dispatch(fetchKycAccessToken()).then((result) => {
      if (!active) return
      setTokenState(
        fetchKycAccessToken.fulfilled.match(result) ? { ready: result.payload } : 'failed',
      )
    })
    return () => {
      active = false
    }
  }, [dispatch, isLoggedIn, origin, attempt])

  const renewToken = useCallback(() => dispatch(fetchKycAccessToken()).unwrap(), [dispatch])
  const startAgain = () => {
    restart()
    setTokenState('loading')
    setAttempt((n) => n + 1)
  }

  const loading = <p role="status">Loading...</p>
  let body = loading
  if (!isLoggedIn) body = <p>You are logged out</p>
  else if (kycOrigin.reloading) body = loading
  else if (!origin) {
    body = (
      <LoadFailure
        title="The identity check is not available right now."
        detail={kycOrigin.reloadFailure}
        onRetry={kycOrigin.retry}
      />
    )
  } else if (tokenState === 'failed') {
    // The reason is in the error toast (the token call reports through the errors feature);
    // the page keeps saying what failed once the toast has gone.
    body = <LoadFailure title="The identity check could not be started." onRetry={startAgain} />
  } else if (handshake === 'timed-out') {
    body = <LoadFailure title="The identity check could not be loaded." onRetry={startAgain} />
  } else if (token) {
    // The frame stays empty until its page answers: the page says it is loading till then.
    body = (
      <>
        {handshake === 'waiting' && loading}
        <Suspense fallback={null}>
          <KycWidget
            key={attempt}
            baseUrl={origin}
            accessToken={token}
            renewToken={renewToken}
            onOutcome={onOutcome}
            onAnswer={onAnswer}
          />
        </Suspense>
      </>
    )
  }

  return (
    <div className="page">
      <h1 className="page__title">Identity check</h1>
      {body}
    </div>
  )
}
