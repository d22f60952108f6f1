// The modal queue: any feature opens a modal with `modalOpened`; the one
// root shows the first queued modal and `modalClosed` removes it. An unanswered age gate is in
// the queue from the start, before anything else, and leaves it only when accepted.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { ageGateAccepted, readAgeGateAnswer } from '../age-gate/age-gate-slice'
import { MODAL_18, type ModalName, type QueuedModal } from './modal-names'

export interface ModalsState {
  queue: QueuedModal[]
}

const initialState = (): ModalsState => ({
  queue: readAgeGateAnswer() ? [] : [{ name: MODAL_18 }],
})

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    /** Queue a modal unless one of that name is already queued. */
    modalOpened: (state, { payload }: PayloadAction<QueuedModal>) => {
      if (!state.queue.some((modal) => modal.name === payload.name)) state.queue.push(payload)
    },
    /** Close the modal on screen (the first in the queue). */
    modalClosed: (state) => {
      state.queue.shift()
    },
    /** Take a modal of this name out of the queue, wherever it is (its reason has passed). */
    modalWithdrawn: (state, { payload }: PayloadAction<ModalName>) => {
      state.queue = state.queue.filter((modal) => modal.name !== payload)
    },
  },
  extraReducers: (builder) => {
    builder.addCase(ageGateAccepted, (state) => {
      state.queue = state.queue.filter((modal) => modal.name !== MODAL_18)
    })
  },
  selectors: {
    selectCurrentModal: (state): QueuedModal | undefined => state.queue[0],
    selectModalQueue: (state) => state.queue,
  },
})

export const { modalOpened, modalClosed, modalWithdrawn } = modalsSlice.actions
export const { selectCurrentModal, selectModalQueue } = modalsSlice.selectors
