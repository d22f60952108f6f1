// Which routes exist for whom. Pure data in, data out, so the
// rules are tested without rendering; router.tsx builds <Routes> from what this keeps.
import type { Role, User } from '../api/types'
import { paths } from '../config/paths'
import { hasCreatorTools, isStaffRole } from '../features/auth/auth-slice'

/**
 * `session`: signed in; `creator`: signed in with the creator tools (a verified creator, or an
 * admin: `hasCreatorTools` in the auth feature).
 */
export type RouteAccess = 'public' | 'session' | 'creator'

export interface RouteRule {
  path: string
  access: RouteAccess
  /** Kept only if the viewer holds one of these roles. */
  roles?: readonly Role[]
}

export interface Viewer {
  isLoggedIn: boolean
  role: Role | null
  hasCreatorTools: boolean
  isTechnicalWorks: boolean
}

/** The viewer `user` is (null: a visitor). */
export const viewerOf = (user: User | null, isTechnicalWorks: boolean): Viewer => ({
  isLoggedIn: user !== null,
  role: user?.role ?? null,
  hasCreatorTools: hasCreatorTools(user),
  isTechnicalWorks,
})

export function isTechnicalWorksFor(viewer: Viewer): boolean {
  return viewer.isTechnicalWorks && !isStaffRole(viewer.role)
}

export function isRouteAllowed(rule: RouteRule, viewer: Viewer): boolean {
  if (isTechnicalWorksFor(viewer)) return rule.path === paths.notFound
  if (rule.access !== 'public' && !viewer.isLoggedIn) return false
  if (rule.access === 'creator' && !viewer.hasCreatorTools) return false
  if (rule.roles && !(viewer.role && rule.roles.includes(viewer.role))) return false
  return true
}

export function filterRoutes<R extends RouteRule>(routes: readonly R[], viewer: Viewer): R[] {
  return routes.filter((route) => isRouteAllowed(route, viewer))
}
