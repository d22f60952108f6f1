// All Users against the mock API: the list, optimistic changes and deletes that are undone when
// refused, one request per user at a time; a failed load is the screen's to show, a 401 and a
// refused change the errors listener's.
import { describe, expect, it } from 'vitest'
import { db } from '../../../mock-api/db'
import { addFault } from '../../../mock-api/faults'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import type { AppStore } from '../../app/store'
import { logout } from '../auth/auth-slice'
import { changeUser, fetchAdminUsers, removeUser, selectAdminUsers } from './admin-users-slice'

const listOf = (store: AppStore) => selectAdminUsers(store.getState())
const shown = (store: AppStore, id: string) => listOf(store).items.find((user) => user.id === id)
const stored = (id: string) => db.users.find((user) => user.id === id)
// Seed: u1 user@demo.test (user), u2 broke@demo.test (user).

async function loadedAdminStore() {
  const store = await signedInStore('admin')
  await store.dispatch(fetchAdminUsers())
  return store
}

describe('the list', () => {
  it('loads every user', async () => {
    const store = await loadedAdminStore()
    expect(listOf(store)).toMatchObject({ isLoaded: true, isLoading: false, error: null })
    expect(listOf(store).items.map(({ email }) => email)).toEqual(db.users.map((u) => u.email))
  })

  it('keeps a failure as its own message, with no generic error stored', async () => {
    const store = await signedInStore('admin')
    addFault({ path: '/api/v1/users', status: 500, message: 'Down', times: 1 })
    const result = await store.dispatch(fetchAdminUsers())
    expect(result.meta).toMatchObject({ rejectedWithValue: true, shownByScreen: true })
    expect(listOf(store)).toMatchObject({ error: 'Down', isLoading: false, isLoaded: false })

    await store.dispatch(fetchAdminUsers())
    expect(listOf(store)).toMatchObject({ error: null, isLoaded: true })
  })

  it('leaves a 401 to the errors feature, which ends the session and empties the list', async () => {
    const store = await loadedAdminStore()
    addFault({ path: '/api/v1/users', status: 401, message: 'Expired', times: 1 })
    const result = await store.dispatch(fetchAdminUsers())
    expect(result.meta).toMatchObject({ shownByScreen: false })
    expect(store.getState().auth.isLoggedIn).toBe(false)
    expect(listOf(store)).toMatchObject({ items: [], isLoaded: false })
  })

  it('forgets the users when the session ends', async () => {
    const store = await loadedAdminStore()
    await store.dispatch(logout())
    expect(listOf(store)).toMatchObject({ items: [], isLoaded: false, pending: {} })
  })
})

describe('changes', () => {
  it('shows a role change at once, sends { role }, busy until it answers', async () => {
    const store = await loadedAdminStore()
    const sent = recordRequests()
    const call = store.dispatch(changeUser({ id: 'u1', changes: { role: 'creator' } }))
    expect(shown(store, 'u1')?.role).toBe('creator')
    expect(Object.keys(listOf(store).pending)).toEqual(['u1'])
    await call
    expect(await sent.matching('PUT', '/user/u1')[0]!.request.json()).toEqual({ role: 'creator' })
    expect(listOf(store).pending).toEqual({})
    expect(stored('u1')?.role).toBe('creator')
  })

  it("undoes a refused change, which the errors listener tells as 'Verify Error!'", async () => {
    const store = await loadedAdminStore()
    const before = shown(store, 'u1')
    addFault({ path: '/api/v1/user/u1', status: 500, times: 1 })
    const call = store.dispatch(changeUser({ id: 'u1', changes: { isVerified: false } }))
    expect(shown(store, 'u1')?.isVerified).toBe(false)
    const result = await call
    expect(result.meta).toMatchObject({ shownByScreen: false, toast: 'Verify Error!' })
    expect(shown(store, 'u1')).toEqual(before)
    expect(listOf(store).pending).toEqual({})
    expect(stored('u1')?.isVerified).toBe(true)
  })

  it('sends no second change for a user while one runs', async () => {
    const store = await loadedAdminStore()
    const sent = recordRequests()
    const first = store.dispatch(changeUser({ id: 'u1', changes: { isVerified: false } }))
    const second = await store.dispatch(changeUser({ id: 'u1', changes: { role: 'manager' } }))
    await first
    expect(second.meta).toMatchObject({ condition: true })
    expect(sent.matching('PUT', '/user/u1')).toHaveLength(1)
    expect(shown(store, 'u1')).toMatchObject({ isVerified: false, role: 'user' })
  })

  it('keeps a running change when the list reloads, and undoes it to the fresher copy', async () => {
    const store = await loadedAdminStore()
    addFault({ path: '/api/v1/user/u1', status: 500, delayMs: 50, times: 1 })
    const call = store.dispatch(changeUser({ id: 'u1', changes: { role: 'manager' } }))
    stored('u1')!.fullname = 'Renamed meanwhile'
    await store.dispatch(fetchAdminUsers())
    expect(shown(store, 'u1')).toMatchObject({ role: 'manager' })
    await call
    expect(shown(store, 'u1')).toMatchObject({ role: 'user', fullname: 'Renamed meanwhile' })
  })
})

describe('delete', () => {
  it('takes the user off the list at once and deletes it', async () => {
    const store = await loadedAdminStore()
    const sent = recordRequests()
    const call = store.dispatch(removeUser('u2'))
    expect(shown(store, 'u2')).toBeUndefined()
    await call
    expect(sent.matching('DELETE', '/user/u2')).toHaveLength(1)
    expect(stored('u2')).toBeUndefined()
    expect(listOf(store).pending).toEqual({})
  })

  it('puts a refused delete back where it stood', async () => {
    const store = await loadedAdminStore()
    const order = listOf(store).items.map(({ id }) => id)
    addFault({ path: '/api/v1/user/u2', status: 403, message: 'No', times: 1 })
    const result = await store.dispatch(removeUser('u2'))
    expect(result.meta).toMatchObject({ shownByScreen: false, toast: 'Verify Error!' })
    expect(listOf(store).items.map(({ id }) => id)).toEqual(order)
    expect(stored('u2')).toBeDefined()
  })
})
