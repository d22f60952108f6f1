import { describe, expect, it } from 'vitest'
import { makeStore } from '../../app/store'
import { MODAL_18, MODAL_BUY_XPASS, MODAL_LOGIN_POPUP, MODAL_NAMES } from './modal-names'
import {
  modalClosed,
  modalOpened,
  modalWithdrawn,
  selectCurrentModal,
  selectModalQueue,
} from './modals-slice'

describe('modal queue', () => {
  it('knows the 14 modal names', () => {
    expect(MODAL_NAMES).toHaveLength(14)
    expect(MODAL_NAMES).toContain('MODAL_Change_PASSWORD')
  })

  it('pushes a modal only if its name is not queued yet, and closing removes the first', () => {
    const store = makeStore()
    store.dispatch(modalOpened({ name: MODAL_18 }))
    store.dispatch(modalOpened({ name: MODAL_LOGIN_POPUP }))
    store.dispatch(modalOpened({ name: MODAL_18 }))
    store.dispatch(modalOpened({ name: MODAL_BUY_XPASS, payload: { videoId: 'v1' } }))
    expect(selectModalQueue(store.getState()).map((modal) => modal.name)).toEqual([
      MODAL_18,
      MODAL_LOGIN_POPUP,
      MODAL_BUY_XPASS,
    ])

    store.dispatch(modalClosed())
    expect(selectCurrentModal(store.getState())?.name).toBe(MODAL_LOGIN_POPUP)
    store.dispatch(modalClosed())
    expect(selectCurrentModal(store.getState())).toEqual({
      name: MODAL_BUY_XPASS,
      payload: { videoId: 'v1' },
    })
    store.dispatch(modalClosed())
    store.dispatch(modalClosed())
    expect(selectCurrentModal(store.getState())).toBeUndefined()
  })

  it('withdraws a modal by name wherever it waits in the queue', () => {
    const store = makeStore()
    store.dispatch(modalOpened({ name: MODAL_LOGIN_POPUP }))
    store.dispatch(modalOpened({ name: MODAL_18 }))
    store.dispatch(modalWithdrawn(MODAL_18))
    store.dispatch(modalWithdrawn(MODAL_BUY_XPASS))
    expect(selectModalQueue(store.getState()).map((modal) => modal.name)).toEqual([
      MODAL_LOGIN_POPUP,
    ])
  })
})
