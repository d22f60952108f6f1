import { useEffect } from 'react'
import { useAppSelector } from '../../../app/hooks'
import { freeFeedEnded, freeFeedStarted } from '../../../lib/free-feed-analytics'
import { track } from '../../../lib/analytics'
import { selectIsAgeAccepted } from '../../age-gate/age-gate-slice'
import { selectIsLoggedIn } from '../../auth/auth-slice'
import { selectUnlock } from '../../purchases/purchase-selectors'
import { accessOf, withUnlock } from '../../purchases/unlock-rules'
import { selectFeed } from '../feed-slice'

/**
 * The feed's session events: free_feed_* while a visitor watches the free feed (not before the
 * age gate is answered: the answer itself starts it), limit_feed_* while a locked video (the
 * limit of what is free) is on screen.
 */
export function useFeedAnalytics() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const isAgeAccepted = useAppSelector(selectIsAgeAccepted)
  // The id alone, so a swipe between free videos does not re-render Home. A video bought is no
  // longer the limit: its purchase ends the stretch.
  const lockedId = useAppSelector((state) => {
    const { items, activeIndex } = selectFeed(state)
    const active = items[activeIndex]
    return active && accessOf(withUnlock(active, selectUnlock(state, active.id))) === 'locked'
      ? active.id
      : null
  })

  useEffect(() => {
    if (isLoggedIn || !isAgeAccepted) return
    freeFeedStarted()
    return freeFeedEnded
  }, [isLoggedIn, isAgeAccepted])

  useEffect(() => {
    if (!lockedId) return
    void track('limit_feed_start', { videoId: lockedId })
    return () => void track('limit_feed_end', { videoId: lockedId })
  }, [lockedId])
}
