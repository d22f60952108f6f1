// Seeded people: the documented demo accounts plus a few more creators and users.
import type { DbUser } from '../db'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts'

const base = {
  password: DEMO_PASSWORD,
  isVerified: true,
  description: '',
  avatar: '',
  isKycVerified: false,
  hasCreatorRequest: false,
  links: [],
} satisfies Partial<DbUser>

const avatar = (n: number) => `/media/avatar-${n}.png`

export const seedUsers: DbUser[] = [
  {
    ...base,
    id: 'u1',
    email: DEMO_ACCOUNTS.user.email,
    role: 'user',
    username: 'demo_user',
    fullname: 'Demo User',
    description: 'Here for the short clips.',
    avatar: avatar(1),
  },
  {
    ...base,
    id: 'u2',
    email: DEMO_ACCOUNTS.broke.email,
    role: 'user',
    username: 'broke_user',
    fullname: 'Broke User',
  },
  {
    ...base,
    id: 'u3',
    email: DEMO_ACCOUNTS.creator.email,
    role: 'creator',
    username: 'demo_creator',
    fullname: 'Demo Creator',
    description: 'Original clips, new ones every week.',
    avatar: avatar(2),
    isKycVerified: true,
    links: [
      { name: 'Web', value: 'https://example.com/demo-creator' },
      { name: 'Instagram', value: '@demo_creator' },
      { name: 'Twitter', value: '@demo_creator' },
    ],
  },
  {
    ...base,
    id: 'u4',
    email: DEMO_ACCOUNTS.manager.email,
    role: 'manager',
    username: 'demo_manager',
    fullname: 'Demo Manager',
  },
  {
    ...base,
    id: 'u5',
    email: DEMO_ACCOUNTS.managerUnverified.email,
    role: 'manager',
    isVerified: false,
    username: 'new_manager',
    fullname: 'New Manager',
  },
  {
    ...base,
    id: 'u6',
    email: DEMO_ACCOUNTS.admin.email,
    role: 'admin',
    username: 'demo_admin',
    fullname: 'Demo Admin',
    avatar: avatar(3),
  },
  ...['luna', 'kai', 'mira', 'otto'].map((name, index): DbUser => ({
    ...base,
    id: `u${7 + index}`,
    email: `${name}@demo.test`,
    role: 'creator',
    username: `${name}_clips`,
    fullname: name[0]!.toUpperCase() + name.slice(1),
    description: `Clips by ${name}.`,
    avatar: index % 2 === 0 ? avatar(4) : '',
    isKycVerified: true,
  })),
  {
    ...base,
    id: 'u11',
    email: 'pending@demo.test',
    role: 'user',
    username: 'pending_creator',
    fullname: 'Pending Creator',
    hasCreatorRequest: true,
  },
]
