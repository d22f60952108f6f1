// Which routes exist for whom. Pure data in, data out, so the
// rules are tested without rendering; router.tsx builds <Routes> from what this keeps.
import type { Role } from '../api/types'
import { paths } from '../config/paths'
import { isStaffRole } from '../features/auth/auth-slice'

export type RouteAccess = 'public' | 'session'

export interface RouteRule {
  path: string
  access: RouteAccess
  /** Kept only if the viewer holds one of these roles. */
  roles?: readonly Role[]
}

export interface Viewer {
  isLoggedIn: boolean
  role: Role | null
  isTechnicalWorks: boolean
}

export function isTechnicalWorksFor(viewer: Viewer): boolean {
  return viewer.isTechnicalWorks && !isStaffRole(viewer.role)
}

export function isRouteAllowed(rule: RouteRule, viewer: Viewer): boolean {
  if (isTechnicalWorksFor(viewer)) return rule.path === paths.notFound
  if (rule.access === 'session' && !viewer.isLoggedIn) return false
  if (rule.roles && !(viewer.role && rule.roles.includes(viewer.role))) return false
  return true
}

export function filterRoutes<R extends RouteRule>(routes: readonly R[], viewer: Viewer): R[] {
  return routes.filter((route) => isRouteAllowed(route, viewer))
}
