// Reactions to failed thunks (SPEC.md §8). A thunk that shows its own failure rejects with a
// value and is skipped; every other ApiError is stored and shown, 401 and 402 also open a
// modal. A rejection that carries no ApiError is a bug and is logged as unhandled. While the
// browser is offline, a call that failed only for want of network shows no toast: the banner and
// the screen already say so, and a toast per failed call would be a storm.
import { isRejected, type UnknownAction } from '@reduxjs/toolkit'
import { isApiErrorPayload, type ApiErrorPayload } from '../../api/api-error'
import { isNetworkFailure } from '../../api/network-failure'
import type { AppStartListening } from '../../app/hooks'
import { MODAL_BUY_XPASS, MODAL_LOGIN_POPUP } from '../modals/modal-names'
import { modalOpened } from '../modals/modals-slice'
import { sessionEnded } from '../auth/auth-slice'
import { isOnline } from '../../lib/online-status'
import { removeStorage, storageKeys } from '../../lib/storage'
import { showErrorToast } from '../../lib/toast'
import { errorStored } from './errors-slice'

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.'

type Dispatch = (action: UnknownAction) => unknown

function react(error: ApiErrorPayload, dispatch: Dispatch) {
  if (error.status === 401) {
    removeStorage(storageKeys.accessToken)
    dispatch(errorStored(error))
    dispatch(sessionEnded({ reason: 'expired' }))
    dispatch(modalOpened({ name: MODAL_LOGIN_POPUP }))
  } else if (error.status === 402) {
    dispatch(errorStored(error))
    dispatch(modalOpened({ name: MODAL_BUY_XPASS }))
  } else if (isNetworkFailure(error) && !isOnline()) {
    return
  }
  showErrorToast(error.message || FALLBACK_ERROR_MESSAGE)
}

export function addErrorListeners(startListening: AppStartListening) {
  startListening({
    matcher: isRejected,
    effect: (action, { dispatch }) => {
      const { meta, error } = action
      if (meta.rejectedWithValue || meta.aborted || meta.condition) return
      if (isApiErrorPayload(error)) react(error, dispatch)
      else console.error('Unhandled rejection:', action.type, error)
    },
  })
}
