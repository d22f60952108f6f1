// All Users' calls (docs/api.md: GET /admin/users, PATCH and DELETE /admin/users/:id). A failed
// load shows 'Upload Error!' in place of the list; a refused change puts the row back and the
// errors listener says 'Verify Error!' (a 401 instead ends the session).
import { deleteUser, fetchUsers, updateUser } from '../../api/admin'
import type { Role } from '../../api/types'
import { createAppAsyncThunk } from '../../app/hooks'

export const USER_CHANGE_FAILED = 'Verify Error!'

export interface UserChanges {
  role?: Role
  isVerified?: boolean
}

/** One request per user at a time: a second would take the first's optimistic state as "before". */
const isIdle = (state: { adminUsers?: { pending: Record<string, unknown> } }, id: string) =>
  !state.adminUsers?.pending[id]

export const fetchAdminUsers = createAppAsyncThunk(
  'adminUsers/fetch',
  async () => (await fetchUsers()).items ?? [],
  { screenShows: 'all but 401' },
)

export const changeUser = createAppAsyncThunk(
  'adminUsers/change',
  ({ id, changes }: { id: string; changes: UserChanges }) => updateUser(id, changes),
  { toast: USER_CHANGE_FAILED, condition: ({ id }, { getState }) => isIdle(getState(), id) },
)

export const removeUser = createAppAsyncThunk('adminUsers/remove', (id: string) => deleteUser(id), {
  toast: USER_CHANGE_FAILED,
  condition: (id, { getState }) => isIdle(getState(), id),
})
