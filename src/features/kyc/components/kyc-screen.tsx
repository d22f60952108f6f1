// KYC page (SPEC.md §2): fetch a token, then show the identity-verification widget. A GREEN
// review refreshes the session (the user is now a creator) and goes to the site root.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { paths } from '../../../config/paths'
import { track } from '../../../lib/analytics'
import { loadChunk } from '../../../lib/load-chunk'
import {
  checkAuthStatus,
  fetchKycAccessToken,
  selectIsLoggedIn,
  selectKycAccessToken,
} from '../../auth/auth-slice'
import { selectKycServiceUrl } from '../../settings/settings-slice'

const KycWidget = lazy(() => loadChunk(() => import('./kyc-widget')))

type TokenState = 'loading' | 'ready' | 'failed'

export function KycScreen() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const accessToken = useAppSelector(selectKycAccessToken)
  const baseUrl = useAppSelector(selectKycServiceUrl)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [tokenState, setTokenState] = useState<TokenState>('loading')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!isLoggedIn) return
    let active = true
    void track('creator_kyc_start')
    void dispatch(fetchKycAccessToken()).then((result) => {
      if (active) setTokenState(fetchKycAccessToken.fulfilled.match(result) ? 'ready' : 'failed')
    })
    return () => {
      active = false
    }
  }, [dispatch, isLoggedIn, attempt])

  const renewToken = useCallback(() => dispatch(fetchKycAccessToken()).unwrap(), [dispatch])
  const onApproved = useCallback(() => {
    void track('creator_kyc_success')
    void dispatch(checkAuthStatus()).then(() => navigate(paths.home))
  }, [dispatch, navigate])

  const loading = <p role="status">Loading...</p>
  let body = loading
  if (!isLoggedIn) body = <p>You are logged out</p>
  else if (tokenState === 'failed') {
    body = (
      <button
        type="button"
        className="button"
        onClick={() => {
          setTokenState('loading')
          setAttempt((n) => n + 1)
        }}
      >
        Try again
      </button>
    )
  } else if (tokenState === 'ready' && accessToken) {
    body = (
      <Suspense fallback={loading}>
        <KycWidget
          baseUrl={baseUrl}
          accessToken={accessToken}
          renewToken={renewToken}
          onApproved={onApproved}
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
