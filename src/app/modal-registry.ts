// Which component draws each modal name; its type asks for every name, so a modal left out fails
// the typecheck. Every body is its own lazy chunk, whose loader lives in modal-bodies.ts, out of
// the first chunk; except the age gate, which a first visit needs before anything else.
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

/** The loaders of the lazy bodies, which load beside the first render. */
const bodies = () => import('./modal-bodies')

export const modalRegistry: ModalRegistry = {
  [MODAL_18]: AgeGateModal,
  [MODAL_LOGIN]: lazyExport(() => bodies().then((load) => load.loginModal()), 'LoginModal'),
  [MODAL_LOGIN_POPUP]: lazyExport(() => bodies().then((load) => load.loginPopup()), 'LoginPopup'),
  [MODAL_COMING_SOON]: lazyExport(
    () => bodies().then((load) => load.comingSoonModal()),
    'ComingSoonModal',
  ),
  [MODAL_REGISTRATION]: lazyExport(
    () => bodies().then((load) => load.registrationModal()),
    'RegistrationModal',
  ),
  [MODAL_REGISTRATION_STATUS]: lazyExport(
    () => bodies().then((load) => load.registrationStatusModal()),
    'RegistrationStatusModal',
  ),
  [MODAL_BUY_XPASS]: lazyExport(() => bodies().then((load) => load.buyPassModal()), 'BuyPassModal'),
  [MODAL_CREATOR_KYC]: lazyExport(
    () => bodies().then((load) => load.creatorKycModal()),
    'CreatorKycModal',
  ),
  [MODAL_BECOME_CREATOR]: lazyExport(
    () => bodies().then((load) => load.becomeCreatorModal()),
    'BecomeCreatorModal',
  ),
  [MODAL_PROFILE_VIDEO]: lazyExport(
    () => bodies().then((load) => load.profileVideoModal()),
    'ProfileVideoModal',
  ),
  [MODAL_UPLOAD_WARNING_POPUP]: lazyExport(
    () => bodies().then((load) => load.uploadWarningModal()),
    'UploadWarningModal',
  ),
  [MODAL_UPLOAD_SUCCESS_POPUP]: lazyExport(
    () => bodies().then((load) => load.uploadSuccessModal()),
    'UploadSuccessModal',
  ),
  [MODAL_RESTORE_PASSWORD]: lazyExport(
    () => bodies().then((load) => load.restorePasswordModal()),
    'RestorePasswordModal',
  ),
  [MODAL_CHANGE_PASSWORD]: lazyExport(
    () => bodies().then((load) => load.changePasswordModal()),
    'ChangePasswordModal',
  ),
}
