import { describe, expect, it } from 'vitest'
import type { User } from '../../api/types'
import { ASSIGNABLE_ROLES, canChange, canDelete, filterUsers, roleLabel } from './admin-users-rules'

const user = (id: string, email: string, username: string, role: User['role'] = 'user') =>
  ({ id, email, username, role, isVerified: true }) as User

const ann = user('1', 'Ann@Example.test', 'ann_b')
const bob = user('2', 'bob@example.test', 'Bobby')
const boss = user('3', 'boss@example.test', 'the_admin', 'admin')

describe('filterUsers', () => {
  it('matches e-mail or username, ignoring case and surrounding spaces', () => {
    expect(filterUsers([ann, bob], '  ANN@ ')).toEqual([ann])
    expect(filterUsers([ann, bob], 'bobb')).toEqual([bob])
    expect(filterUsers([ann, bob], 'example')).toEqual([ann, bob])
    expect(filterUsers([ann, bob], 'nobody')).toEqual([])
  })

  it('keeps everyone for an empty query', () => {
    expect(filterUsers([ann, bob], '   ')).toEqual([ann, bob])
  })
})

describe('who may do what', () => {
  it('offers every role but admin', () => {
    expect(ASSIGNABLE_ROLES.map(roleLabel)).toEqual(['User', 'Creator', 'Manager'])
  })

  it('lets staff change others but not admins or themselves; only admins delete', () => {
    const admin = { id: '9', role: 'admin' as const }
    const manager = { id: '8', role: 'manager' as const }
    expect([canChange(admin, ann), canDelete(admin, ann)]).toEqual([true, true])
    expect([canChange(manager, ann), canDelete(manager, ann)]).toEqual([true, false])
    expect([canChange(admin, boss), canDelete(admin, boss)]).toEqual([false, false])
    expect(canChange({ id: '1', role: 'manager' }, ann)).toBe(false)
    expect(canChange(null, ann)).toBe(false)
  })
})
