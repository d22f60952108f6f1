// The conditions the app derives from the signed-in user's role and verification flags.
import { describe, expect, it } from 'vitest'
import type { User } from '../../api/types'
import { makeUser } from '../../../tests/fixtures'
import { makeStore } from '../../app/store'
import { sessionStarted } from './auth-slice'
import {
  selectHasAdminAccess,
  selectHasPendingCreatorRequest,
  selectIsOwnProfile,
  selectIsStaff,
} from './auth-slice'

function stateOf(user?: Partial<User>) {
  const store = makeStore()
  if (user) store.dispatch(sessionStarted(makeUser(user)))
  return store.getState()
}

const creator = { role: 'creator', isVerified: true, isKycVerified: true } as const

describe('derived auth conditions', () => {
  it('pending creator request: not a creator and hasCreatorRequest', () => {
    expect(selectHasPendingCreatorRequest(stateOf({ hasCreatorRequest: true }))).toBe(true)
    expect(selectHasPendingCreatorRequest(stateOf({ hasCreatorRequest: false }))).toBe(false)
    expect(selectHasPendingCreatorRequest(stateOf({ ...creator, hasCreatorRequest: true }))).toBe(
      false,
    )
    expect(selectHasPendingCreatorRequest(stateOf())).toBe(false)
  })

  it('admin access: admin, or a verified manager', () => {
    expect(selectHasAdminAccess(stateOf({ role: 'admin', isVerified: false }))).toBe(true)
    expect(selectHasAdminAccess(stateOf({ role: 'manager', isVerified: true }))).toBe(true)
    expect(selectHasAdminAccess(stateOf({ role: 'manager', isVerified: false }))).toBe(false)
    expect(selectHasAdminAccess(stateOf(creator))).toBe(false)
    expect(selectHasAdminAccess(stateOf())).toBe(false)
  })

  it('staff (kept in technical works) are managers and admins, verified or not', () => {
    expect(selectIsStaff(stateOf({ role: 'manager', isVerified: false }))).toBe(true)
    expect(selectIsStaff(stateOf({ role: 'admin' }))).toBe(true)
    expect(selectIsStaff(stateOf(creator))).toBe(false)
    expect(selectIsStaff(stateOf())).toBe(false)
  })

  it("own profile: signed in and the profile's username is the user's", () => {
    expect(selectIsOwnProfile(stateOf({ username: 'ann' }), 'ann')).toBe(true)
    expect(selectIsOwnProfile(stateOf({ username: 'ann' }), 'bob')).toBe(false)
    expect(selectIsOwnProfile(stateOf(), 'ann')).toBe(false)
    expect(selectIsOwnProfile(stateOf({ username: 'ann' }), undefined)).toBe(false)
  })
})
