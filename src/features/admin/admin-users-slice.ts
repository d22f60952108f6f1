// All Users: every account, and the changes in flight (docs/api.md: GET /users, PUT and DELETE
// /user/{id}). A failed load shows 'Upload Error!' in place of the list. A change shows at once
// and is undone if the API refuses it, so each pending change keeps the user as it was (and a
// delete, where the row stood); the errors listener then says 'Verify Error!' (a 401 instead ends
// the session).
import { createSlice } from '@reduxjs/toolkit'
import { deleteUser, fetchUsers, updateUser, type UserChanges } from '../../api/admin'
import type { User } from '../../api/types'
import { createAppAsyncThunk } from '../../app/hooks'
import { rootReducer } from '../../app/root-reducer'
import { addChangeCases, addLoadCases, notLoaded, type Loadable } from '../../lib/server-data'
import { sessionEnded } from '../auth/auth-slice'

export const USER_CHANGE_FAILED = 'Verify Error!'

export type PendingChange =
  { kind: 'change'; before: User } | { kind: 'remove'; before: User; index: number }

export interface AdminUsersState extends Loadable {
  items: User[]
  /** By user id: the users with a change or delete in flight. */
  pending: Record<string, PendingChange>
}

const initialState: AdminUsersState = { ...notLoaded(), items: [], pending: {} }

const indexOf = (state: AdminUsersState, id: string) => state.items.findIndex((u) => u.id === id)

/** One request per user at a time: a second would take the first's optimistic state as "before". */
const isIdle = (id: string, { getState }: { getState: () => ReturnType<typeof rootReducer> }) =>
  !getState().adminUsers?.pending[id]

export const fetchAdminUsers = createAppAsyncThunk(
  'adminUsers/fetch',
  async () => (await fetchUsers()).items ?? [],
  { screenShows: 'all but 401' },
)

export const changeUser = createAppAsyncThunk(
  'adminUsers/change',
  ({ id, changes }: { id: string; changes: UserChanges }) => updateUser(id, changes),
  { toast: USER_CHANGE_FAILED, condition: ({ id }, api) => isIdle(id, api) },
)

export const removeUser = createAppAsyncThunk('adminUsers/remove', (id: string) => deleteUser(id), {
  toast: USER_CHANGE_FAILED,
  condition: isIdle,
})

export const adminUsersSlice = createSlice({
  name: 'adminUsers',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadCases(builder, fetchAdminUsers, {
      loaded: (state, payload) => {
        // A list that arrives while changes run keeps showing them; "before" becomes the fresher
        // copy, so a refusal restores what the server holds now.
        const items: User[] = []
        for (const user of payload) {
          const change = state.pending[user.id]
          if (change) change.before = user
          if (change?.kind === 'remove') {
            change.index = items.length
            continue
          }
          const shown = change && state.items.find(({ id }) => id === user.id)
          items.push(shown ?? user)
        }
        state.items = items
      },
    })
    addChangeCases(builder, changeUser, {
      inFlight: (state) => state.pending,
      key: ({ id }) => id,
      apply: (state, { id, changes }): PendingChange | undefined => {
        const index = indexOf(state, id)
        const user = state.items[index]
        if (!user) return undefined
        state.items[index] = { ...user, ...changes }
        return { kind: 'change', before: user }
      },
      undo: (state, { before }, { id }) => {
        const index = indexOf(state, id)
        if (index >= 0) state.items[index] = before
      },
    })
    addChangeCases(builder, removeUser, {
      inFlight: (state) => state.pending,
      key: (id) => id,
      apply: (state, id): PendingChange | undefined => {
        const index = indexOf(state, id)
        const user = state.items[index]
        if (!user) return undefined
        state.items.splice(index, 1)
        return { kind: 'remove', before: user, index }
      },
      undo: (state, change) => {
        if (change.kind !== 'remove') return
        state.items.splice(Math.min(change.index, state.items.length), 0, change.before)
      },
    })
    builder.addCase(sessionEnded, () => initialState)
  },
  selectors: {
    selectAdminUsers: (state) => state,
  },
})

// Injected when All Users loads: Home's first load goes without it.
export const { selectAdminUsers } = adminUsersSlice.injectInto(rootReducer).selectors
