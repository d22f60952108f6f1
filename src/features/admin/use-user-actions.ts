// What All Users' controls do: a role change, a verification toggle, a delete. Each shows at once
// (the slice is optimistic); a refusal puts the row back and the errors listener says so.
import { useMemo } from 'react'
import type { Role, User } from '../../api/types'
import { useAppDispatch } from '../../app/hooks'
import { changeUser, removeUser } from './admin-users-slice'

export function useUserActions() {
  const dispatch = useAppDispatch()
  return useMemo(
    () => ({
      changeRole: (user: User, role: Role) =>
        void dispatch(changeUser({ id: user.id, changes: { role } })),
      toggleVerified: (user: User) =>
        void dispatch(changeUser({ id: user.id, changes: { isVerified: !user.isVerified } })),
      remove: (user: User) => void dispatch(removeUser(user.id)),
    }),
    [dispatch],
  )
}
