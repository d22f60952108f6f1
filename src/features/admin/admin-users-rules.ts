// The reading rules of All Users: which roles the dropdown offers, who may
// change or delete whom, and the client-side filter.
import type { Role, User } from '../../api/types'

/** Every role except Admin; the API refuses 'admin' too. */
export const ASSIGNABLE_ROLES = ['user', 'creator', 'manager'] as const satisfies readonly Role[]

export const roleLabel = (role: Role) => role.charAt(0).toUpperCase() + role.slice(1)

interface Viewer {
  id: string
  role: Role
}

/**
 * Role and verification: not for an admin (the API refuses a manager changing one, and no role
 * offered could be kept), nor for one's own row, so nobody locks themselves out by a slip.
 */
export const canChange = (viewer: Viewer | null, user: User) =>
  !!viewer && user.role !== 'admin' && user.id !== viewer.id

/** Deleting a user is for admins only (the API refuses a manager). */
export const canDelete = (viewer: Viewer | null, user: User) =>
  viewer?.role === 'admin' && canChange(viewer, user)

/** By e-mail or username, ignoring case and the spaces around the query. */
export function filterUsers(users: readonly User[], query: string): User[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...users]
  return users.filter(
    ({ email, username }) =>
      (email ?? '').toLowerCase().includes(needle) ||
      (username ?? '').toLowerCase().includes(needle),
  )
}
