// Routes that are really modals (/login, /registration, /restore, /change-password): opening the
// route queues the modal; /login and /restore send a signed-in user to Account instead. Once the
// modal is closed without going anywhere else, the empty route gives way to Account; leaving the
// route (Back) takes the modal away with it.
import { useEffect, useRef } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { paths } from '../../../config/paths'
import { selectIsLoggedIn } from '../../auth/auth-slice'
import type {
  MODAL_CHANGE_PASSWORD,
  MODAL_LOGIN,
  MODAL_REGISTRATION,
  MODAL_RESTORE_PASSWORD,
} from '../modal-names'
import { modalOpened, modalWithdrawn, selectModalQueue } from '../modals-slice'

type RouteModal =
  | typeof MODAL_LOGIN
  | typeof MODAL_REGISTRATION
  | typeof MODAL_RESTORE_PASSWORD
  | typeof MODAL_CHANGE_PASSWORD

export interface ModalRouteProps {
  modal: RouteModal
  redirectWhenLoggedIn?: boolean
}

export function ModalRoute({ modal, redirectWhenLoggedIn = false }: ModalRouteProps) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const isQueued = useAppSelector((state) => selectModalQueue(state).some((m) => m.name === modal))
  // Which modal this route has seen open (the same component may serve the next modal route).
  const shown = useRef<RouteModal | null>(null)
  const redirect = redirectWhenLoggedIn && isLoggedIn
  useEffect(() => {
    if (redirect) return
    dispatch(modalOpened({ name: modal }))
    return () => {
      dispatch(modalWithdrawn(modal))
    }
  }, [dispatch, modal, redirect])
  useEffect(() => {
    if (isQueued) {
      shown.current = modal
      return
    }
    // A modal that closed by going somewhere (a link, a success) has already changed the URL;
    // the router renders that navigation later, as a transition, so ask the browser.
    if (shown.current === modal && window.location.pathname === pathname) {
      void navigate(paths.account, { replace: true })
    }
  }, [isQueued, modal, navigate, pathname])
  if (redirect) return <Navigate to={paths.account} replace />
  return <div className="page" />
}
