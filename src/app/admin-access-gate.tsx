// The admin panel route exists for every manager, but its pages need admin access (an
// admin, or a manager who is verified); others land on /no-access.
import type { ComponentType } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '../config/paths'
import { hasAdminAccess, selectRouteUser } from '../features/auth/auth-slice'
import { useAppSelector } from './hooks'

export function withAdminAccess(Page: ComponentType): ComponentType {
  return function AdminAccessGate() {
    // The route's user: one whose session ended under the page keeps it behind the login popup.
    const hasAccess = hasAdminAccess(useAppSelector(selectRouteUser))
    return hasAccess ? <Page /> : <Navigate to={paths.noAccess} replace />
  }
}
