// The age gate's answer, the one owner every screen asks. It is decided when the store is made
// (from localStorage `is18`), before the first render, so no screen is ever drawn as if it were
// accepted and then taken back; 'Yes, I am 18+' accepts it for good on this device
// (age-gate-listeners.ts keeps it). Until then the modal queue starts with the gate
// (modals-slice.ts) and no page is drawn behind it (behind-age-gate.tsx).
import { createSlice } from '@reduxjs/toolkit'
import { readStorage, storageKeys } from '../../lib/storage'

export interface AgeGateState {
  isAccepted: boolean
}

/** The answer this device keeps. Read when a store is made, never during a render. */
export const readAgeGateAnswer = (): boolean => readStorage(storageKeys.is18) === 'true'

export const ageGateSlice = createSlice({
  name: 'ageGate',
  initialState: (): AgeGateState => ({ isAccepted: readAgeGateAnswer() }),
  reducers: {
    /** 'Yes, I am 18+'. */
    ageGateAccepted: (state) => {
      state.isAccepted = true
    },
  },
  selectors: {
    selectIsAgeAccepted: (state) => state.isAccepted,
  },
})

export const { ageGateAccepted } = ageGateSlice.actions
export const { selectIsAgeAccepted } = ageGateSlice.selectors
