import { useEffect } from 'react'
import { useAppSelector } from '../../../app/hooks'
import { isLocked } from '../../../api/types'
import { track } from '../../../lib/analytics'
import { selectIsLoggedIn } from '../../auth/auth-slice'
import { selectFeed } from '../feed-slice'

/**
 * The feed's session events: free_feed_* while a visitor watches the free feed, limit_feed_*
 * while a locked video (the limit of what is free) is on screen.
 */
export function useFeedAnalytics() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const { items, activeIndex } = useAppSelector(selectFeed)
  const active = items[activeIndex]
  const lockedId = active && isLocked(active) ? active.id : null

  useEffect(() => {
    if (isLoggedIn) return
    void track('free_feed_start')
    return () => void track('free_feed_end')
  }, [isLoggedIn])

  useEffect(() => {
    if (!lockedId) return
    void track('limit_feed_start', { videoId: lockedId })
    return () => void track('limit_feed_end', { videoId: lockedId })
  }, [lockedId])
}
