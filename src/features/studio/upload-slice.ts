// The upload in flight (docs/api.md: POST /upload): how many bytes have gone, as the client's
// upload transport reports them, and how the last attempt ended. The form's values live in the
// form, so a failure keeps them for another try; the form shows every failure but a 401, which
// the errors listener answers with the login popup.
import { createAction, createSlice } from '@reduxjs/toolkit'
import { isApiErrorPayload, type ApiErrorPayload } from '../../api/api-error'
import type { UploadProgress } from '../../api/upload-transport'
import { uploadVideo, type UploadFields } from '../../api/uploads'
import { createAppAsyncThunk } from '../../app/hooks'
import { rootReducer } from '../../app/root-reducer'
import { addLoadCases, notLoaded, type Loadable } from '../../lib/server-data'
import { sessionEnded } from '../auth/auth-slice'

/** `isLoading`: the video is being sent. */
export interface UploadState extends Loadable {
  /** Bytes sent of `total`, reported while the video is sent; stale once it is not. */
  sent: number
  total: number
  /** Why the last attempt failed, for the form; null after a success, a cancel or a new attempt. */
  failure: ApiErrorPayload | null
}

const UNKNOWN_FAILURE: ApiErrorPayload = { name: 'ApiError', message: '', status: 500, code: '500' }

const initialState: UploadState = { ...notLoaded(), sent: 0, total: 0, failure: null }

export const uploadProgressed = createAction<UploadProgress>('upload/progressed')

export const sendVideo = createAppAsyncThunk(
  'upload/sendVideo',
  (fields: UploadFields, { dispatch, signal }) =>
    uploadVideo(fields, {
      signal,
      onProgress: (progress) => dispatch(uploadProgressed(progress)),
    }),
  { screenShows: 'all but 401' },
)

export const uploadSlice = createSlice({
  name: 'upload',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadCases(builder, sendVideo, {
      started: (state, { videoData }) =>
        Object.assign(state, { sent: 0, total: videoData.size, failure: null }),
      failed: (state, _message, _fields, payload) => {
        state.failure = isApiErrorPayload(payload) ? payload : UNKNOWN_FAILURE
      },
    })
    builder
      .addCase(uploadProgressed, (state, { payload }) => {
        if (!state.isLoading) return
        state.sent = payload.sent
        state.total = payload.total
      })
      .addCase(sessionEnded, () => initialState)
  },
  selectors: {
    selectUpload: (state) => state,
    /** Whole percent of the bytes sent while sending; 0 before the first report and after. */
    selectUploadPercent: ({ isLoading, sent, total }) =>
      isLoading && total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0,
  },
})

// Injected when the upload screen loads: Home's first load goes without it.
export const { selectUpload, selectUploadPercent } = uploadSlice.injectInto(rootReducer).selectors
