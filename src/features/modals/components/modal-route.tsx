// Routes that are really modals (/login, /registration, /restore, /change-password): opening the
// route queues the modal; /login and /restore send a signed-in user to Account instead.
import { useEffect } from 'react'
import { Navigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { paths } from '../../../config/paths'
import { selectIsLoggedIn } from '../../auth/auth-slice'
import type {
  MODAL_CHANGE_PASSWORD,
  MODAL_LOGIN,
  MODAL_REGISTRATION,
  MODAL_RESTORE_PASSWORD,
} from '../modal-names'
import { modalOpened } from '../modals-slice'

type RouteModal =
  | typeof MODAL_LOGIN
  | typeof MODAL_REGISTRATION
  | typeof MODAL_RESTORE_PASSWORD
  | typeof MODAL_CHANGE_PASSWORD

interface ModalRouteProps {
  modal: RouteModal
  redirectWhenLoggedIn?: boolean
}

export function ModalRoute({ modal, redirectWhenLoggedIn = false }: ModalRouteProps) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const dispatch = useAppDispatch()
  const redirect = redirectWhenLoggedIn && isLoggedIn
  useEffect(() => {
    if (!redirect) dispatch(modalOpened({ name: modal }))
  }, [dispatch, modal, redirect])
  if (redirect) return <Navigate to={paths.account} replace />
  return <div className="page" />
}
