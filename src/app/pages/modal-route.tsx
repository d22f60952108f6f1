// Routes that are really modals (/login, /registration, /restore, /change-password): opening the
// route queues the modal; /login and /restore send a signed-in user to Account instead.
import { useEffect } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '../../config/paths'
import { selectIsLoggedIn } from '../../features/auth/auth-slice'
import { modalOpened, type ModalName } from '../../lib/modal-actions'
import { useAppDispatch, useAppSelector } from '../hooks'

type RouteModal = Extract<
  ModalName,
  'MODAL_LOGIN' | 'MODAL_REGISTRATION' | 'MODAL_RESTORE_PASSWORD' | 'MODAL_Change_PASSWORD'
>

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
