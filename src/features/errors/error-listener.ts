// The one place that decides what a failed call shows. Each thunk declares which failures its
// screen tells itself (`screenShows` in src/app/hooks.ts); this listener answers every other
// ApiError: 401 asks to log in (the login popup), 402 opens the buy-pass offer, and each shows a
// toast (the thunk's own `toast` text, else the server's message). Whatever the screen shows, a
// 401 goes to the auth feature first, which alone decides whether it ends the session
// (`endRefusedSession`: only a refusal of the token stored now does, so a late answer to an old
// session never ends a new one). A rejection without an ApiError is a bug and is logged. While the
// browser is offline, a call that failed only for want of network shows no toast: the banner and
// the screen already say so.
import { isRejected, type UnknownAction } from '@reduxjs/toolkit'
import { isApiErrorPayload, type ApiErrorPayload } from '../../api/api-error'
import { isNetworkFailure } from '../../api/network-failure'
import type { AppStartListening, FailureMeta } from '../../app/hooks'
import { MODAL_BUY_XPASS, MODAL_LOGIN_POPUP } from '../modals/modal-names'
import { modalOpened } from '../modals/modals-slice'
import { endRefusedSession } from '../auth/auth-slice'
import { isOnline } from '../../lib/online-status'
import { showErrorToast } from '../../lib/toast'

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.'

type Dispatch = (action: UnknownAction) => unknown

function react(error: ApiErrorPayload, toast: string | undefined, dispatch: Dispatch) {
  if (error.status === 401) {
    dispatch(modalOpened({ name: MODAL_LOGIN_POPUP }))
  } else if (toast !== undefined) {
    return showErrorToast(toast)
  } else if (error.status === 402) {
    dispatch(modalOpened({ name: MODAL_BUY_XPASS }))
  } else if (isNetworkFailure(error) && !isOnline()) {
    return
  }
  showErrorToast(error.message || FALLBACK_ERROR_MESSAGE)
}

export function addErrorListeners(startListening: AppStartListening) {
  startListening({
    matcher: isRejected,
    effect: (action, api) => {
      const { meta, payload } = action
      if (meta.aborted || meta.condition) return
      if (!meta.rejectedWithValue || !isApiErrorPayload(payload)) {
        console.error('Unhandled rejection:', action.type, action.error)
        return
      }
      const failure = meta as unknown as FailureMeta
      if (payload.status === 401) {
        const outcome = endRefusedSession(failure.session, api)
        if (outcome === 'nothing') return
        // A session that ended under its user asks them back even where the screen shows the
        // failure: only the popup lets them in again with the page as it was.
        if (outcome === 'ask back' && failure.shownByScreen) {
          api.dispatch(modalOpened({ name: MODAL_LOGIN_POPUP }))
          return
        }
      }
      if (!failure.shownByScreen) react(payload, failure.toast, api.dispatch)
    },
  })
}
