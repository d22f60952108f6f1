// All Users (GET /users, PUT and DELETE /user/{id}): every account with its role and
// verification, filtered on the device by e-mail or username (the filter is in the URL, so Back
// from a user's videos keeps it). Changes show at once and are undone when refused; deleting asks
// 'Delete?' first. The list loads afresh on every visit: another admin may have changed it.
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useSearchParams } from 'react-router-dom'
import type { User } from '../../../api/types'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { ConfirmDelete } from '../../../components/confirm-dialog'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { TextField } from '../../../components/text-field'
import { paths } from '../../../config/paths'
import { selectUser } from '../../auth/auth-slice'
import { canChange, canDelete, filterUsers } from '../admin-users-rules'
import { fetchAdminUsers, selectAdminUsers } from '../admin-users-slice'
import { useUserActions } from '../use-user-actions'
import { AdminBackLink } from './admin-back-link'
import { UserRow } from './user-row'
import './users.css'

const countText = (shown: number, total: number, filtered: boolean) =>
  filtered ? `${shown} of ${total} users` : `${total} ${total === 1 ? 'user' : 'users'}`

export function UsersScreen() {
  const dispatch = useAppDispatch()
  const { items, isLoading, isLoaded, error, pending } = useAppSelector(selectAdminUsers)
  const viewer = useAppSelector(selectUser)
  const actions = useUserActions()
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const [toDelete, setToDelete] = useState<User | null>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    void dispatch(fetchAdminUsers())
  }, [dispatch])

  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true })

  const confirmDelete = () => {
    if (!toDelete) return
    void actions.remove(toDelete)
    // The row and its Delete button are gone: once the dialog has let go of the page, focus goes
    // to the page's title.
    flushSync(() => setToDelete(null))
    titleRef.current?.focus()
  }

  const shown = filterUsers(items, query)
  let body
  if (error !== null) {
    body = (
      <LoadFailure
        title="Upload Error!"
        detail={error}
        onRetry={() => void dispatch(fetchAdminUsers())}
      />
    )
  } else if (!isLoaded) {
    body = <LoadingStatus label="Loading users" />
  } else if (shown.length === 0) {
    body = (
      <div className="load-state">
        <p className="load-state__title">{items.length ? 'No users match.' : 'No users yet.'}</p>
        {items.length > 0 && (
          <button type="button" className="button" onClick={() => setQuery('')}>
            Clear filter
          </button>
        )}
      </div>
    )
  } else {
    body = (
      <ul className="admin-users" aria-label="Users" aria-busy={isLoading || undefined}>
        {shown.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === viewer?.id}
            canChange={canChange(viewer, user)}
            canDelete={canDelete(viewer, user)}
            isBusy={user.id in pending}
            onRoleChange={(who, role) => void actions.changeRole(who, role)}
            onToggleVerified={(who) => void actions.toggleVerified(who)}
            onDelete={setToDelete}
          />
        ))}
      </ul>
    )
  }

  return (
    <div className="page">
      <AdminBackLink to={paths.adminPanel} label="AdminPanel" />
      <h1 className="page__title admin-users__title" ref={titleRef} tabIndex={-1}>
        All Users
      </h1>
      <TextField
        label="Filter users"
        type="search"
        placeholder="E-mail or username"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        hint={
          isLoaded && error === null ? countText(shown.length, items.length, !!query.trim()) : ''
        }
      />
      {body}
      {toDelete && (
        <ConfirmDelete
          what={`${toDelete.email} and their videos`}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  )
}
