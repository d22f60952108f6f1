// Every modal the queue knows, by the name it is queued under: the one list. modal-names.ts
// derives the type of a modal name and the list of all of them from this module's exports, so a
// modal is added here alone (and then its payload, if it takes one, and its registry entry).

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
