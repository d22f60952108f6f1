// What All Users' controls do: a role change, a verification toggle, a delete. Each shows at once
// (the slice is optimistic); a refusal puts the row back and says 'Verify Error!' (SPEC.md §8).
// A 401 is the errors feature's to tell (login popup), so it gets no second message here.
import { isRejected, type UnknownAction } from '@reduxjs/toolkit'
import { useMemo } from 'react'
import { isApiErrorPayload } from '../../api/api-error'
import type { Role, User } from '../../api/types'
import { useAppDispatch } from '../../app/hooks'
import { showErrorToast } from '../../lib/toast'
import { changeUser, removeUser } from './admin-users-thunks'

export const USER_CHANGE_FAILED = 'Verify Error!'

function tellFailure(result: UnknownAction) {
  if (!isRejected(result) || result.meta.condition || result.meta.aborted) return
  if (isApiErrorPayload(result.error) && result.error.status === 401) return
  showErrorToast(USER_CHANGE_FAILED)
}

export function useUserActions() {
  const dispatch = useAppDispatch()
  return useMemo(
    () => ({
      changeRole: async (user: User, role: Role) =>
        tellFailure(await dispatch(changeUser({ id: user.id, changes: { role } }))),
      toggleVerified: async (user: User) =>
        tellFailure(
          await dispatch(changeUser({ id: user.id, changes: { isVerified: !user.isVerified } })),
        ),
      remove: async (user: User) => tellFailure(await dispatch(removeUser(user.id))),
    }),
    [dispatch],
  )
}
