// Where each lazy screen of the route table (routes.ts) comes from. The table is part of Home's
// first render; these loaders, and with them the list of files each screen needs, are not: they
// load beside it, with what start-up loads anyway (vite.config.ts, the `after-start` chunk), so a
// screen opened later waits for no extra file.

export const modalRoute = () => import('../features/modals/components/modal-route')
export const accountScreen = () => import('../features/auth/components/account-screen')
export const ownProfileRedirect = () =>
  import('../features/profile/components/own-profile-redirect')
export const profileScreen = () => import('../features/profile/components/profile-screen')
export const walletScreen = () => import('../features/wallet/components/wallet-screen')
export const legalPages = () => import('./pages/legal-pages')
export const avatarScreen = () => import('../features/profile/components/avatar-screen')
export const profileEditScreen = () => import('../features/profile/components/profile-edit-screen')
export const myVideosScreen = () => import('../features/studio/components/my-videos-screen')
export const profileSettingsScreen = () =>
  import('../features/profile/components/profile-settings-screen')
export const uploadScreen = () => import('../features/studio/components/upload-screen')
export const kycScreen = () => import('../features/kyc/components/kyc-screen')
export const adminPanelScreen = () => import('../features/admin/components/admin-panel-screen')
export const usersScreen = () => import('../features/admin/components/users-screen')
export const userVideosScreen = () => import('../features/admin/components/user-videos-screen')
export const allVideosScreen = () => import('../features/admin/components/all-videos-screen')
export const grantCreatorScreen = () => import('../features/admin/components/grant-creator-screen')
export const rewardScreen = () => import('../features/admin/components/reward-screen')
export const moderationScreen = () => import('../features/admin/components/moderation-screen')
export const notFoundPage = () => import('./pages/not-found-page')
export const technicalWorksScreen = () =>
  import('../features/settings/components/technical-works-screen')
export const sessionCheckFailure = () => import('../features/auth/components/session-check-failure')
