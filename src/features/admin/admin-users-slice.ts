// All Users: every account, and the changes in flight. A change shows at once
// and is undone if the API refuses it, so each pending change keeps the user as it was (and a
// delete, where the row stood).
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import type { User } from '../../api/types'
import { rootReducer } from '../../app/root-reducer'
import { addLoadCases, notLoaded, type Loadable } from '../../lib/server-data'
import { sessionEnded } from '../auth/auth-slice'
import { changeUser, fetchAdminUsers, removeUser } from './admin-users-thunks'

export type PendingChange =
  { kind: 'change'; before: User } | { kind: 'remove'; before: User; index: number }

export interface AdminUsersState extends Loadable {
  items: User[]
  /** By user id: the users with a change or delete in flight. */
  pending: Record<string, PendingChange>
}

const initialState: AdminUsersState = { ...notLoaded(), items: [], pending: {} }

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
    builder
      .addCase(changeUser.pending, (state, { meta: { arg } }) => {
        const index = state.items.findIndex(({ id }) => id === arg.id)
        const user = state.items[index]
        if (!user) return
        state.pending[arg.id] = { kind: 'change', before: user }
        state.items[index] = { ...user, ...arg.changes }
      })
      .addCase(removeUser.pending, (state, { meta: { arg: id } }) => {
        const index = state.items.findIndex((user) => user.id === id)
        const user = state.items[index]
        if (!user) return
        state.pending[id] = { kind: 'remove', before: user, index }
        state.items.splice(index, 1)
      })
      .addCase(changeUser.fulfilled, (state, { meta }) => {
        delete state.pending[meta.arg.id]
      })
      .addCase(removeUser.fulfilled, (state, { meta }) => {
        delete state.pending[meta.arg]
      })
      .addCase(changeUser.rejected, (state, { meta }) => {
        if (meta.condition) return
        const change = state.pending[meta.arg.id]
        delete state.pending[meta.arg.id]
        const index = state.items.findIndex(({ id }) => id === meta.arg.id)
        if (change && index >= 0) state.items[index] = change.before
      })
      .addCase(removeUser.rejected, (state, { meta }) => {
        if (meta.condition) return
        const change = state.pending[meta.arg]
        delete state.pending[meta.arg]
        if (change?.kind !== 'remove') return
        state.items.splice(Math.min(change.index, state.items.length), 0, change.before)
      })
      .addCase(sessionEnded, () => initialState)
  },
  selectors: {
    selectAdminUsers: (state) => state,
  },
})

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof adminUsersSlice> {}
}

// Injected when All Users loads: Home's first load goes without it.
const injectedAdminUsers = adminUsersSlice.injectInto(rootReducer)

export const { selectAdminUsers } = injectedAdminUsers.selectors
