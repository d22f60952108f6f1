import { createSlice } from '@reduxjs/toolkit'
import { modalClosed, modalOpened, type QueuedModal } from '../../lib/modal-actions'

export interface ModalsState {
  queue: QueuedModal[]
}

const initialState: ModalsState = { queue: [] }

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(modalOpened, (state, { payload }) => {
        if (!state.queue.some((modal) => modal.name === payload.name)) state.queue.push(payload)
      })
      .addCase(modalClosed, (state) => {
        state.queue.shift()
      })
  },
  selectors: {
    selectCurrentModal: (state): QueuedModal | undefined => state.queue[0],
    selectModalQueue: (state) => state.queue,
  },
})

export const { selectCurrentModal, selectModalQueue } = modalsSlice.selectors
