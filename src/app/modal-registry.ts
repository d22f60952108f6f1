// Which component draws each modal name (DESIGN.md habit 8). Every body is its own lazy chunk
// except the age gate, which a first visit needs before anything else.
import { lazy, type ComponentType } from 'react'
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
import { loadChunk } from '../lib/load-chunk'

/** A modal body from a module's named export: its own chunk, under the chunk time-out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself uses
function lazyBody<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(() => loadChunk(async () => ({ default: (await load())[name] })))
}

const LoginModal = lazyBody(() => import('../features/auth/components/login-modal'), 'LoginModal')
const LoginPopup = lazyBody(() => import('../features/auth/components/login-popup'), 'LoginPopup')
const RegistrationModal = lazyBody(
  () => import('../features/auth/components/registration-modal'),
  'RegistrationModal',
)
const RegistrationStatusModal = lazyBody(
  () => import('../features/auth/components/registration-status-modal'),
  'RegistrationStatusModal',
)
const RestorePasswordModal = lazyBody(
  () => import('../features/auth/components/restore-password-modal'),
  'RestorePasswordModal',
)
const ChangePasswordModal = lazyBody(
  () => import('../features/auth/components/change-password-modal'),
  'ChangePasswordModal',
)
const BuyPassModal = lazyBody(
  () => import('../features/feed/components/buy-pass-modal'),
  'BuyPassModal',
)
const ComingSoonModal = lazyBody(
  () => import('../features/modals/components/coming-soon-modal'),
  'ComingSoonModal',
)
const CreatorKycModal = lazyBody(
  () => import('../features/kyc/components/creator-kyc-modal'),
  'CreatorKycModal',
)
const BecomeCreatorModal = lazyBody(
  () => import('../features/kyc/components/become-creator-modal'),
  'BecomeCreatorModal',
)
const ProfileVideoModal = lazyBody(
  () => import('../features/profile/components/profile-video-modal'),
  'ProfileVideoModal',
)
const UploadWarningModal = lazyBody(
  () => import('../features/studio/components/upload-warning-modal'),
  'UploadWarningModal',
)
const UploadSuccessModal = lazyBody(
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
