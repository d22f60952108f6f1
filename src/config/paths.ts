// Every route path of the app, as named constants. Build links with the helpers below.

export const paths = {
  home: '/',
  login: '/login',
  registration: '/registration',
  restore: '/restore',
  changePassword: '/change-password',
  noAccess: '/no-access',
  account: '/account',
  profile: '/profile',
  profileUser: '/profile/:username',
  profileEdit: '/profile/edit',
  profileVideos: '/profile/videos',
  profileSettings: '/profile/settings',
  upload: '/profile/upload',
  kyc: '/kyc',
  wallet: '/wallet',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  dmca: '/DMCA',
  avatar: '/avatar',
  adminPanel: '/admin-panel',
  adminUsers: '/admin-panel/users',
  adminUser: '/admin-panel/users/:userId',
  adminVideos: '/admin-panel/videos',
  adminKyc: '/admin-panel/kyc',
  adminReward: '/admin-panel/reward',
  adminModeration: '/admin-panel/moderation',
  notFound: '*',
} as const

export type AppPath = (typeof paths)[keyof typeof paths]

export const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`

export const adminUserPath = (userId: string) => `/admin-panel/users/${encodeURIComponent(userId)}`
