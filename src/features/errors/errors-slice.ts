import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ApiErrorPayload } from '../../api/api-error'
import { sessionEnded, sessionStarted } from '../auth/auth-slice'

export interface StoredError {
  code: string
  status: number
  message: string
}

export interface ErrorsState {
  /** Unique by code: a newer error replaces the stored one. */
  items: StoredError[]
}

const initialState: ErrorsState = { items: [] }

const withoutCode = (items: StoredError[], code: string) => items.filter((e) => e.code !== code)

export const errorsSlice = createSlice({
  name: 'errors',
  initialState,
  reducers: {
    errorStored: (state, { payload }: PayloadAction<ApiErrorPayload>) => {
      state.items = [
        ...withoutCode(state.items, payload.code),
        { code: payload.code, status: payload.status, message: payload.message },
      ]
    },
  },
  extraReducers: (builder) => {
    const clearUnauthorised = (state: ErrorsState) => {
      state.items = withoutCode(state.items, '401')
    }
    builder
      .addCase(sessionStarted, clearUnauthorised)
      .addCase(sessionEnded, (state, { payload }) => {
        if (payload.reason !== 'expired') clearUnauthorised(state)
      })
  },
  selectors: {
    selectErrors: (state) => state.items,
  },
})

export const { errorStored } = errorsSlice.actions
export const { selectErrors } = errorsSlice.selectors
