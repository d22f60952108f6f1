// The modal queue's names and the payload each takes: the contract every feature uses, through
// these constants, to open a modal with the modals slice's `modalOpened`. The names themselves
// are listed once, in modal-name-list.ts.
import * as names from './modal-name-list'
import {
  MODAL_18,
  MODAL_BUY_XPASS,
  MODAL_CHANGE_PASSWORD,
  MODAL_LOGIN,
  MODAL_PROFILE_VIDEO,
  MODAL_REGISTRATION,
  MODAL_RESTORE_PASSWORD,
  MODAL_UPLOAD_SUCCESS_POPUP,
} from './modal-name-list'

export * from './modal-name-list'

export type ModalName = (typeof names)[keyof typeof names]

// Pure: a build that never reads the list leaves it (and the namespace object) out.
export const MODAL_NAMES: readonly ModalName[] = /* @__PURE__ */ Object.values(names)

/** The payload of each modal that takes one. */
interface Payloads {
  [MODAL_BUY_XPASS]: { videoId: string } | undefined
  [MODAL_PROFILE_VIDEO]: { id: string; src: string; name: string; poster: string }
  [MODAL_UPLOAD_SUCCESS_POPUP]: { fileName: string }
}

/** The small payload each modal takes; `undefined` = none. */
export type ModalPayloads = {
  [N in ModalName]: N extends keyof Payloads ? Payloads[N] : undefined
}

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
