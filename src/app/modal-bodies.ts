// Where each lazy modal body of the registry (modal-registry.ts) comes from. The registry is part
// of Home's first render; these loaders, and with them the list of files each body needs, are not:
// they load beside it, with what start-up loads anyway (vite.config.ts, the `after-start` chunk),
// so a modal opened later waits for no extra file.

export const loginModal = () => import('../features/auth/components/login-modal')
export const loginPopup = () => import('../features/auth/components/login-popup')
export const comingSoonModal = () => import('../features/modals/components/coming-soon-modal')
export const registrationModal = () => import('../features/auth/components/registration-modal')
export const registrationStatusModal = () =>
  import('../features/auth/components/registration-status-modal')
export const buyPassModal = () => import('../features/feed/components/buy-pass-modal')
export const creatorKycModal = () => import('../features/kyc/components/creator-kyc-modal')
export const becomeCreatorModal = () => import('../features/kyc/components/become-creator-modal')
export const profileVideoModal = () => import('../features/profile/components/profile-video-modal')
export const uploadWarningModal = () => import('../features/studio/components/upload-warning-modal')
export const uploadSuccessModal = () => import('../features/studio/components/upload-success-modal')
export const restorePasswordModal = () =>
  import('../features/auth/components/restore-password-modal')
export const changePasswordModal = () => import('../features/auth/components/change-password-modal')
