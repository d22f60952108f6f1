// Which component draws each modal name; its type asks for every name, so a modal left out fails
// the typecheck. Every body is its own lazy chunk except the age gate, which a first visit needs
// before anything else.
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

export const modalRegistry: ModalRegistry = {
  [MODAL_18]: AgeGateModal,
  [MODAL_LOGIN]: lazyExport(() => import('../features/auth/components/login-modal'), 'LoginModal'),
  [MODAL_LOGIN_POPUP]: lazyExport(
    () => import('../features/auth/components/login-popup'),
    'LoginPopup',
  ),
  [MODAL_COMING_SOON]: lazyExport(
    () => import('../features/modals/components/coming-soon-modal'),
    'ComingSoonModal',
  ),
  [MODAL_REGISTRATION]: lazyExport(
    () => import('../features/auth/components/registration-modal'),
    'RegistrationModal',
  ),
  [MODAL_REGISTRATION_STATUS]: lazyExport(
    () => import('../features/auth/components/registration-status-modal'),
    'RegistrationStatusModal',
  ),
  [MODAL_BUY_XPASS]: lazyExport(
    () => import('../features/feed/components/buy-pass-modal'),
    'BuyPassModal',
  ),
  [MODAL_CREATOR_KYC]: lazyExport(
    () => import('../features/kyc/components/creator-kyc-modal'),
    'CreatorKycModal',
  ),
  [MODAL_BECOME_CREATOR]: lazyExport(
    () => import('../features/kyc/components/become-creator-modal'),
    'BecomeCreatorModal',
  ),
  [MODAL_PROFILE_VIDEO]: lazyExport(
    () => import('../features/profile/components/profile-video-modal'),
    'ProfileVideoModal',
  ),
  [MODAL_UPLOAD_WARNING_POPUP]: lazyExport(
    () => import('../features/studio/components/upload-warning-modal'),
    'UploadWarningModal',
  ),
  [MODAL_UPLOAD_SUCCESS_POPUP]: lazyExport(
    () => import('../features/studio/components/upload-success-modal'),
    'UploadSuccessModal',
  ),
  [MODAL_RESTORE_PASSWORD]: lazyExport(
    () => import('../features/auth/components/restore-password-modal'),
    'RestorePasswordModal',
  ),
  [MODAL_CHANGE_PASSWORD]: lazyExport(
    () => import('../features/auth/components/change-password-modal'),
    'ChangePasswordModal',
  ),
}
