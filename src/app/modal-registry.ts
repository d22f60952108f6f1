// Which component draws each modal name (DESIGN.md habit 8). Every body is its own lazy chunk
// except the age gate, which a first visit needs before anything else.
import { lazy } from 'react'
import { AgeGateModal } from '../features/age-gate/age-gate-modal'
import type { ModalRegistry } from '../features/modals/components/modal-props'
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

const LoginModal = lazy(() =>
  import('../features/auth/components/login-modal').then((m) => ({ default: m.LoginModal })),
)
const LoginPopup = lazy(() =>
  import('../features/auth/components/login-popup').then((m) => ({ default: m.LoginPopup })),
)
const RegistrationModal = lazy(() =>
  import('../features/auth/components/registration-modal').then((m) => ({
    default: m.RegistrationModal,
  })),
)
const RegistrationStatusModal = lazy(() =>
  import('../features/auth/components/registration-status-modal').then((m) => ({
    default: m.RegistrationStatusModal,
  })),
)
const RestorePasswordModal = lazy(() =>
  import('../features/auth/components/restore-password-modal').then((m) => ({
    default: m.RestorePasswordModal,
  })),
)
const ChangePasswordModal = lazy(() =>
  import('../features/auth/components/change-password-modal').then((m) => ({
    default: m.ChangePasswordModal,
  })),
)
const ComingSoonModal = lazy(() =>
  import('../features/modals/components/coming-soon-modal').then((m) => ({
    default: m.ComingSoonModal,
  })),
)
const PlaceholderModal = lazy(() =>
  import('../features/modals/components/placeholder-modal').then((m) => ({
    default: m.PlaceholderModal,
  })),
)

export const modalRegistry: ModalRegistry = {
  [MODAL_18]: AgeGateModal,
  [MODAL_LOGIN]: LoginModal,
  [MODAL_LOGIN_POPUP]: LoginPopup,
  [MODAL_COMING_SOON]: ComingSoonModal,
  [MODAL_REGISTRATION]: RegistrationModal,
  [MODAL_REGISTRATION_STATUS]: RegistrationStatusModal,
  [MODAL_BUY_XPASS]: PlaceholderModal,
  [MODAL_CREATOR_KYC]: PlaceholderModal,
  [MODAL_BECOME_CREATOR]: PlaceholderModal,
  [MODAL_PROFILE_VIDEO]: PlaceholderModal,
  [MODAL_UPLOAD_WARNING_POPUP]: PlaceholderModal,
  [MODAL_UPLOAD_SUCCESS_POPUP]: PlaceholderModal,
  [MODAL_RESTORE_PASSWORD]: RestorePasswordModal,
  [MODAL_CHANGE_PASSWORD]: ChangePasswordModal,
}
