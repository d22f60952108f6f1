// The modal queue's names and the payload each takes (SPEC.md §2 "Modals"): the contract every
// feature uses, through these constants, to open a modal with the modals slice's `modalOpened`.

export const MODAL_18 = 'MODAL_18'
export const MODAL_LOGIN = 'MODAL_LOGIN'
export const MODAL_REGISTRATION = 'MODAL_REGISTRATION'
export const MODAL_REGISTRATION_STATUS = 'MODAL_REGISTRATION_STATUS'
export const MODAL_LOGIN_POPUP = 'MODAL_LOGIN_POPUP'
export const MODAL_BUY_XPASS = 'MODAL_BUY_XPASS'
export const MODAL_CREATOR_KYC = 'MODAL_CREATOR_KYC'
export const MODAL_BECOME_CREATOR = 'MODAL_BECOME_CREATOR'
export const MODAL_PROFILE_VIDEO = 'MODAL_PROFILE_VIDEO'
export const MODAL_UPLOAD_WARNING_POPUP = 'MODAL_UPLOAD_WARNING_POPUP'
export const MODAL_UPLOAD_SUCCESS_POPUP = 'MODAL_UPLOAD_SUCCESS_POPUP'
export const MODAL_RESTORE_PASSWORD = 'MODAL_RESTORE_PASSWORD'
export const MODAL_CHANGE_PASSWORD = 'MODAL_Change_PASSWORD'
export const MODAL_COMING_SOON = 'MODAL_COMING_SOON'

/** The small payload each modal takes; `undefined` = none. */
export interface ModalPayloads {
  [MODAL_18]: undefined
  [MODAL_LOGIN]: undefined
  [MODAL_REGISTRATION]: undefined
  [MODAL_REGISTRATION_STATUS]: undefined
  [MODAL_LOGIN_POPUP]: undefined
  [MODAL_BUY_XPASS]: { videoId: string } | undefined
  [MODAL_CREATOR_KYC]: undefined
  [MODAL_BECOME_CREATOR]: undefined
  [MODAL_PROFILE_VIDEO]: { id: string; src: string; name: string; poster: string }
  [MODAL_UPLOAD_WARNING_POPUP]: undefined
  [MODAL_UPLOAD_SUCCESS_POPUP]: { fileName: string }
  [MODAL_RESTORE_PASSWORD]: undefined
  [MODAL_CHANGE_PASSWORD]: undefined
  [MODAL_COMING_SOON]: undefined
}

export type ModalName = keyof ModalPayloads

export const MODAL_NAMES = [
  MODAL_18,
  MODAL_LOGIN,
  MODAL_REGISTRATION,
  MODAL_REGISTRATION_STATUS,
  MODAL_LOGIN_POPUP,
  MODAL_BUY_XPASS,
  MODAL_CREATOR_KYC,
  MODAL_BECOME_CREATOR,
  MODAL_PROFILE_VIDEO,
  MODAL_UPLOAD_WARNING_POPUP,
  MODAL_UPLOAD_SUCCESS_POPUP,
  MODAL_RESTORE_PASSWORD,
  MODAL_CHANGE_PASSWORD,
  MODAL_COMING_SOON,
] as const satisfies readonly ModalName[]

/**
 * Modals that Back does not close (they take no history entry): the age gate wants an answer,
 * and a route modal (/login, /registration, /restore, /change-password) already has its route's
 * entry, which Back leaves.
 */
export const MODALS_KEPT_ON_BACK: ReadonlySet<ModalName> = new Set([
  MODAL_18,
  MODAL_LOGIN,
  MODAL_REGISTRATION,
  MODAL_RESTORE_PASSWORD,
  MODAL_CHANGE_PASSWORD,
])

export type QueuedModal = {
  [N in ModalName]: ModalPayloads[N] extends undefined
    ? { name: N; payload?: undefined }
    : undefined extends ModalPayloads[N]
      ? { name: N; payload?: ModalPayloads[N] }
      : { name: N; payload: ModalPayloads[N] }
}[ModalName]
