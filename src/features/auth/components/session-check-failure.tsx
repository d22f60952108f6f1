// Shown on a page that needs the session when start-up could not check it (a fault or no
// network, not a signed-out answer): rather than the page vanishing into 'not found' (or, under
// /profile/, into someone's missing profile), it says so and checks again on request. Once the
// check answers, the router draws the real page, or drops it for a visitor.
import { useState } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { checkAuthStatus } from '../auth-slice'

export function SessionCheckFailure() {
  const dispatch = useAppDispatch()
  const [isChecking, setIsChecking] = useState(false)

  const retry = async () => {
    setIsChecking(true)
    await dispatch(checkAuthStatus())
    setIsChecking(false)
  }

  return (
    <div className="page">
      {isChecking ? (
        <LoadingStatus label="Checking your session" />
      ) : (
        <LoadFailure
          title="Your session could not be checked."
          onRetry={() => void retry()}
          isScreenTitle
        />
      )}
    </div>
  )
}
