// All Users' calls (API.md #32 the list, #34 role or verification, #33 delete). The screen tells
// every failure itself ('Upload Error!' in place of the list, 'Verify Error!' for a change), so
// an ApiError is the rejected value and the errors feature's generic toast stays quiet; a 401
// is rethrown so the errors feature ends the session and opens the login popup.
import { ApiError, type ApiErrorPayload } from '../../api/api-error'
import { deleteUser, fetchUsers, updateUser } from '../../api/admin'
import type { Role } from '../../api/types'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'

export interface UserChanges {
  role?: Role
  isVerified?: boolean
}

function ownError<R>(error: unknown, rejectWithValue: (value: ApiErrorPayload) => R): R {
  if (error instanceof ApiError && error.status === 401) throw error
  return rejectOwnError(error, rejectWithValue)
}

/** One request per user at a time: a second would take the first's optimistic state as "before". */
const isIdle = (state: { adminUsers?: { pending: Record<string, unknown> } }, id: string) =>
  !state.adminUsers?.pending[id]

export const fetchAdminUsers = createAppAsyncThunk(
  'adminUsers/fetch',
  async (_: void, { rejectWithValue }) => {
    try {
      return (await fetchUsers()).items ?? []
    } catch (error) {
      return ownError(error, rejectWithValue)
    }
  },
)

export const changeUser = createAppAsyncThunk(
  'adminUsers/change',
  async ({ id, changes }: { id: string; changes: UserChanges }, { rejectWithValue }) => {
    try {
      await updateUser(id, changes)
    } catch (error) {
      return ownError(error, rejectWithValue)
    }
  },
  { condition: ({ id }, { getState }) => isIdle(getState(), id) },
)

export const removeUser = createAppAsyncThunk(
  'adminUsers/remove',
  async (id: string, { rejectWithValue }) => {
    try {
      await deleteUser(id)
    } catch (error) {
      return ownError(error, rejectWithValue)
    }
  },
  { condition: (id, { getState }) => isIdle(getState(), id) },
)
