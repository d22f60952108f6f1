// The documented demo accounts (README). All share one password.

export const DEMO_PASSWORD = 'Demo-pass-2026'

export const DEMO_ACCOUNTS = {
  user: { email: 'user@demo.test', about: 'user with Points and a long history' },
  broke: { email: 'broke@demo.test', about: 'user with 0 Points' },
  pending: { email: 'pending@demo.test', about: 'user whose creator request is under review' },
  creator: { email: 'creator@demo.test', about: 'verified creator with videos in every status' },
  manager: { email: 'manager@demo.test', about: 'verified manager' },
  managerUnverified: { email: 'manager-unverified@demo.test', about: 'unverified manager' },
  admin: { email: 'admin@demo.test', about: 'admin' },
} as const

export type DemoAccount = keyof typeof DEMO_ACCOUNTS
