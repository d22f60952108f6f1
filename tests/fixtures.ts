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

/** The viewers whose routes and rights differ by role; `null` is a visitor. */
export const personas = {
  visitor: null,
  user: makeUser(),
  creator: makeUser({ role: 'creator', username: 'cara', isKycVerified: true }),
  /** Given the creator role (an admin may set it) without passing the identity check. */
  creatorWithoutKyc: makeUser({ role: 'creator', username: 'carl' }),
  manager: makeUser({ role: 'manager', username: 'mona' }),
  managerUnverified: makeUser({ role: 'manager', username: 'milo', isVerified: false }),
  admin: makeUser({ role: 'admin', username: 'ada' }),
} satisfies Record<string, User | null>

export type Persona = keyof typeof personas
