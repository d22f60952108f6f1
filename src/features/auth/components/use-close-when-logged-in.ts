import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAppSelector } from '../../../app/hooks'
import { paths } from '../../../config/paths'
import { selectIsLoggedIn } from '../auth-slice'

/** A login dialog has nothing to do for a signed-in user: it closes and goes Home. */
export function useCloseWhenLoggedIn(onClose: () => void): void {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const navigate = useNavigate()
  useEffect(() => {
    if (!isLoggedIn) return
    onClose()
    void navigate(paths.home)
  }, [isLoggedIn, onClose, navigate])
}
