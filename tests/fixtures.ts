// Small, explicit API objects for unit tests (independent of the mock's seed data).
import type { User } from '../src/api/types'

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ann@example.test',
    role: 'user',
    isVerified: true,
    username: 'ann',
    fullname: 'Ann Example',
    description: '',
    avatar: '',
    avatarThumb: '',
    isKycVerified: false,
    hasCreatorRequest: false,
    hasCreatorAccess: false,
    hasManagerAccess: false,
    hasUserAccess: true,
    hasAccountSettings: true,
    ...overrides,
  }
}
