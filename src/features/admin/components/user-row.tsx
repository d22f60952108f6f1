// One account in All Users: e-mail, username, role and verification, the role dropdown, the
// verify toggle, delete (admins only) and a link to the user's videos. Every control is named
// with the user's e-mail, so a screen reader moving from control to control knows whose it is.
import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router-dom'
import type { Role, User } from '../../../api/types'
import { adminUserPath } from '../../../config/paths'
import { ASSIGNABLE_ROLES, roleLabel } from '../admin-users-rules'

interface UserRowProps {
  user: User
  isSelf: boolean
  /** Role and verification may be changed. */
  canChange: boolean
  canDelete: boolean
  isBusy: boolean
  onRoleChange: (user: User, role: Role) => void
  onToggleVerified: (user: User) => void
  onDelete: (user: User) => void
}

/**
 * A control disabled while its request runs drops the focus to the page: once the row is idle
 * again, it comes back to the control used, unless the user has gone elsewhere meanwhile.
 */
function useKeepFocus(isBusy: boolean) {
  const control = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (isBusy || !control.current) return
    const lost = !document.activeElement || document.activeElement === document.body
    if (lost && control.current.isConnected) control.current.focus()
    control.current = null
  }, [isBusy])
  return (element: HTMLElement) => {
    control.current = element
  }
}

export function UserRow(props: UserRowProps) {
  const { user, isSelf, canChange, canDelete, isBusy } = props
  const id = useId()
  const emailId = `${id}-email`
  const roleId = `${id}-role`
  const focusAfter = useKeepFocus(isBusy)
  return (
    <li className="admin-user" aria-busy={isBusy || undefined}>
      <div className="admin-user__head">
        <h2 className="admin-user__email" id={emailId}>
          {user.email}
        </h2>
        <span className={`admin-user__badge${user.isVerified ? ' admin-user__badge--on' : ''}`}>
          {user.isVerified ? 'Verified' : 'Not verified'}
        </span>
      </div>
      <p className="admin-user__meta">
        <span className="admin-user__username">
          {user.username ? `@${user.username}` : 'No username'}
          {isSelf && ' · you'}
        </span>
        <Link
          className="admin-user__videos"
          to={adminUserPath(user.id)}
          aria-label={`Videos of ${user.email}`}
        >
          Videos
        </Link>
      </p>
      <div className="admin-user__controls">
        {canChange ? (
          <div className="admin-user__role">
            <label className="admin-user__label" id={roleId} htmlFor={`${roleId}-select`}>
              Role
            </label>
            <select
              id={`${roleId}-select`}
              className="admin-user__select"
              aria-labelledby={`${roleId} ${emailId}`}
              value={user.role}
              disabled={isBusy}
              onChange={(event) => {
                focusAfter(event.currentTarget)
                props.onRoleChange(user, event.target.value as Role)
              }}
            >
              {ASSIGNABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="admin-user__role">
            <span className="admin-user__label">Role</span>
            <span className="admin-user__role-text">{roleLabel(user.role)}</span>
          </p>
        )}
        {canChange && (
          <button
            type="button"
            className="button admin-user__button"
            disabled={isBusy}
            aria-label={`${user.isVerified ? 'Unverify' : 'Verify'} ${user.email}`}
            onClick={(event) => {
              focusAfter(event.currentTarget)
              props.onToggleVerified(user)
            }}
          >
            {user.isVerified ? 'Unverify' : 'Verify'}
          </button>
        )}
        {canDelete && (
          <button
            type="button"
            className="text-button text-button--danger"
            disabled={isBusy}
            aria-label={`Delete ${user.email}`}
            onClick={() => props.onDelete(user)}
          >
            Delete
          </button>
        )}
      </div>
    </li>
  )
}
