import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAppSelector } from '../../../app/hooks'
import { paths } from '../../../config/paths'
import { selectUser } from '../auth-slice'

/**
 * A login dialog has nothing to do for a signed-in user: it closes and goes Home, unless the user
 * who signed in is `resumingId`, whose session ended under the page behind: they stay on it.
 */
export function useCloseWhenLoggedIn(onClose: () => void, resumingId?: string): void {
  const userId = useAppSelector(selectUser)?.id
  const navigate = useNavigate()
  useEffect(() => {
    if (!userId) return
    onClose()
    if (userId !== resumingId) void navigate(paths.home)
  }, [userId, resumingId, onClose, navigate])
}
