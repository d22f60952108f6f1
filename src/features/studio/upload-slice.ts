// The upload in flight (SPEC.md §2 Upload): how many bytes have gone, and how the last attempt
// ended. The form's values live in the form, so a failure keeps them for another try.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { isApiErrorPayload, type ApiErrorPayload } from '../../api/api-error'
import { rootReducer } from '../../app/root-reducer'
import { sessionEnded } from '../auth/auth-slice'
import { sendVideo, uploadProgressed } from './upload-thunks'

export interface UploadState {
  isSending: boolean
  sent: number
  total: number
  /** Why the last attempt failed; null after a success, a cancel or a new attempt. */
  error: ApiErrorPayload | null
  requestId: string | null
}

const UNKNOWN_FAILURE: ApiErrorPayload = { name: 'ApiError', message: '', status: 500, code: '500' }

const initialState: UploadState = {
  isSending: false,
  sent: 0,
  total: 0,
  error: null,
  requestId: null,
}

export const uploadSlice = createSlice({
  name: 'upload',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sendVideo.pending, (_, { meta }) => ({
        ...initialState,
        isSending: true,
        total: meta.arg.videoData.size,
        requestId: meta.requestId,
      }))
      .addCase(uploadProgressed, (state, { payload }) => {
        if (!state.isSending) return
        state.sent = payload.sent
        state.total = payload.total
      })
      .addCase(sendVideo.fulfilled, (state, { meta }) => {
        if (meta.requestId === state.requestId) return initialState
      })
      .addCase(sendVideo.rejected, (state, { meta, payload, error }) => {
        if (meta.requestId !== state.requestId) return
        if (meta.aborted) return initialState
        const reason = isApiErrorPayload(payload)
          ? payload
          : isApiErrorPayload(error)
            ? error
            : null
        return { ...initialState, error: reason ?? UNKNOWN_FAILURE }
      })
      .addCase(sessionEnded, () => initialState)
  },
  selectors: {
    selectUpload: (state) => state,
    /** Whole percent of the bytes sent, 0 before the first report. */
    selectUploadPercent: (state) =>
      state.total > 0 ? Math.min(100, Math.floor((state.sent / state.total) * 100)) : 0,
  },
})

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof uploadSlice> {}
}

// Injected when the upload screen loads: Home's first load goes without it.
const injectedUpload = uploadSlice.injectInto(rootReducer)

export const { selectUpload, selectUploadPercent } = injectedUpload.selectors
