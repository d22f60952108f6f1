// Which component draws each modal name (DESIGN.md habit 8). Every body is its own lazy chunk
// except the age gate, which a first visit needs before anything else.
import { AgeGateModal } from '../features/age-gate/age-gate-modal'
import type { ModalRegistry } from '../features/modals/modal-props'
import {
  MODAL_18,
  MODAL_BECOME_CREATOR,
  MODAL_BUY_XPASS,
  MODAL_CHANGE_PASSWORD,
  MODAL_COMING_SOON,
  MODAL_CREATOR_KYC,
  MODAL_LOGIN,
  MODAL_LOGIN_POPUP,
  MODAL_PROFILE_VIDEO,
  MODAL_REGISTRATION,
  MODAL_REGISTRATION_STATUS,
  MODAL_RESTORE_PASSWORD,
  MODAL_UPLOAD_SUCCESS_POPUP,
  MODAL_UPLOAD_WARNING_POPUP,
} from '../features/modals/modal-names'
import { lazyExport } from '../lib/load-chunk'

const LoginModal = lazyExport(() => import('../features/auth/components/login-modal'), 'LoginModal')
const LoginPopup = lazyExport(() => import('../features/auth/components/login-popup'), 'LoginPopup')
const RegistrationModal = lazyExport(
  () => import('../features/auth/components/registration-modal'),
  'RegistrationModal',
)
const RegistrationStatusModal = lazyExport(
  () => import('../features/auth/components/registration-status-modal'),
  'RegistrationStatusModal',
)
const RestorePasswordModal = lazyExport(
  () => import('../features/auth/components/restore-password-modal'),
  'RestorePasswordModal',
)
const ChangePasswordModal = lazyExport(
  () => import('../features/auth/components/change-password-modal'),
  'ChangePasswordModal',
)
const BuyPassModal = lazyExport(
  () => import('../features/feed/components/buy-pass-modal'),
  'BuyPassModal',
)
const ComingSoonModal = lazyExport(
  () => import('../features/modals/components/coming-soon-modal'),
  'ComingSoonModal',
)
const CreatorKycModal = lazyExport(
  () => import('../features/kyc/components/creator-kyc-modal'),
  'CreatorKycModal',
)
const BecomeCreatorModal = lazyExport(
  () => import('../features/kyc/components/become-creator-modal'),
  'BecomeCreatorModal',
)
const ProfileVideoModal = lazyExport(
  () => import('../features/profile/components/profile-video-modal'),
  'ProfileVideoModal',
)
const UploadWarningModal = lazyExport(
  () => import('../features/studio/components/upload-warning-modal'),
  'UploadWarningModal',
)
const UploadSuccessModal = lazyExport(
  () => import('../features/studio/components/upload-success-modal'),
  'UploadSuccessModal',
)

export const modalRegistry: ModalRegistry = {
  [MODAL_18]: AgeGateModal,
  [MODAL_LOGIN]: LoginModal,
  [MODAL_LOGIN_POPUP]: LoginPopup,
  [MODAL_COMING_SOON]: ComingSoonModal,
  [MODAL_REGISTRATION]: RegistrationModal,
  [MODAL_REGISTRATION_STATUS]: RegistrationStatusModal,
  [MODAL_BUY_XPASS]: BuyPassModal,
  [MODAL_CREATOR_KYC]: CreatorKycModal,
  [MODAL_BECOME_CREATOR]: BecomeCreatorModal,
  [MODAL_PROFILE_VIDEO]: ProfileVideoModal,
  [MODAL_UPLOAD_WARNING_POPUP]: UploadWarningModal,
  [MODAL_UPLOAD_SUCCESS_POPUP]: UploadSuccessModal,
  [MODAL_RESTORE_PASSWORD]: RestorePasswordModal,
  [MODAL_CHANGE_PASSWORD]: ChangePasswordModal,
}
