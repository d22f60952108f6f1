// Which routes exist for whom (SPEC.md §2 "Access per route"). Pure data in, data out, so the
// rules are tested without rendering; router.tsx builds <Routes> from what this keeps.
import type { Role } from '../api/types'

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

export const CATCH_ALL = '*'

/** Managers and admins keep the full app during technical works. */
export function seesFullAppDuringTechnicalWorks(role: Role | null): boolean {
  return role === 'manager' || role === 'admin'
}

export function isTechnicalWorksFor(viewer: Viewer): boolean {
  return viewer.isTechnicalWorks && !seesFullAppDuringTechnicalWorks(viewer.role)
}

export function isRouteAllowed(rule: RouteRule, viewer: Viewer): boolean {
  if (isTechnicalWorksFor(viewer)) return rule.path === CATCH_ALL
  if (rule.access === 'session' && !viewer.isLoggedIn) return false
  if (rule.roles && !(viewer.role && rule.roles.includes(viewer.role))) return false
  return true
}

export function filterRoutes<R extends RouteRule>(routes: readonly R[], viewer: Viewer): R[] {
  return routes.filter((route) => isRouteAllowed(route, viewer))
}
