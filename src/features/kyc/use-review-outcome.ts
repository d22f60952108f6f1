// What the app does with each review outcome the identity-check widget reports. Every outcome
// refreshes the session, so profile settings read the new state from the store without a reload:
// pending shows the request under review, RED shows 'Become Creator' again (the page stays; the
// widget shows its own result), GREEN shows the creator tools and goes to the site root.
import { useCallback, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAppDispatch } from '../../app/hooks'
import { paths } from '../../config/paths'
import { track } from '../../lib/analytics'
import { checkAuthStatus } from '../auth/auth-slice'
import type { ReviewOutcome } from './kyc-review'

export function useReviewOutcome(): (outcome: ReviewOutcome) => void {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  // Refreshes run one after another: pending and GREEN arrive moments apart, and the older answer
  // (still a plain user) must never land after the newer one.
  const lastRefresh = useRef<Promise<unknown>>(Promise.resolve())

  return useCallback(
    (outcome: ReviewOutcome) => {
      if (outcome === 'approved') void track('creator_kyc_success')
      const refresh = lastRefresh.current.then(() => dispatch(checkAuthStatus()))
      lastRefresh.current = refresh
      if (outcome !== 'approved') return
      void refresh.then((result) => {
        if (checkAuthStatus.fulfilled.match(result) && result.payload?.role === 'creator') {
          void track('creator_registration_success')
        }
        return navigate(paths.home)
      })
    },
    [dispatch, navigate],
  )
}
