// KYC page (SPEC.md §2): fetch a token, then show the identity-verification widget. What each
// review outcome does is in use-review-outcome.ts.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { LoadFailure } from '../../../components/load-state'
import { track } from '../../../lib/analytics'
import { loadChunk } from '../../../lib/load-chunk'
import { fetchKycAccessToken, selectIsLoggedIn } from '../../auth/auth-slice'
import { selectKycServiceUrl } from '../../settings/settings-slice'
import { useReviewOutcome } from '../use-review-outcome'

const KycWidget = lazy(() => loadChunk(() => import('./kyc-widget')))

/**
 * 'ready' holds the token the widget starts with. It is kept here rather than read from the
 * store: each review step refreshes the session, which clears the stored token, and the widget
 * must stay (it renews its token itself through renewToken).
 */
type TokenState = 'loading' | 'failed' | { ready: string }

export function KycScreen() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const baseUrl = useAppSelector(selectKycServiceUrl)
  const dispatch = useAppDispatch()
  const onOutcome = useReviewOutcome()
  const [tokenState, setTokenState] = useState<TokenState>('loading')
  const [attempt, setAttempt] = useState(0)

  // Once per visit to the page: a new token after a failure is not a new start.
  useEffect(() => {
    if (isLoggedIn) void track('creator_kyc_start')
  }, [isLoggedIn])

  useEffect(() => {
    if (!isLoggedIn) return
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
  }, [dispatch, isLoggedIn, attempt])

  const renewToken = useCallback(() => dispatch(fetchKycAccessToken()).unwrap(), [dispatch])

  const loading = <p role="status">Loading...</p>
  let body = loading
  if (!isLoggedIn) body = <p>You are logged out</p>
  else if (tokenState === 'failed') {
    // The reason is in the error toast (the token call reports through the errors feature);
    // the page keeps saying what failed once the toast has gone.
    body = (
      <LoadFailure
        title="The identity check could not be started."
        onRetry={() => {
          setTokenState('loading')
          setAttempt((n) => n + 1)
        }}
      />
    )
  } else if (typeof tokenState === 'object' && tokenState.ready) {
    body = (
      <Suspense fallback={loading}>
        <KycWidget
          baseUrl={baseUrl}
          accessToken={tokenState.ready}
          renewToken={renewToken}
          onOutcome={onOutcome}
        />
      </Suspense>
    )
  }

  return (
    <div className="page">
      <h1 className="page__title">Identity check</h1>
      {body}
    </div>
  )
}
