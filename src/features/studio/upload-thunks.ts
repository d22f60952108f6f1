// The upload call (API.md #25) through the client's upload transport, which reports the bytes
// sent. A failure is shown by the form itself (it keeps what the user chose), except 401, which
// the errors feature answers with the login popup.
import { createAction } from '@reduxjs/toolkit'
import { ApiError } from '../../api/api-error'
import { uploadVideo, type UploadFields } from '../../api/uploads'
import type { UploadProgress } from '../../api/upload-transport'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'
import { track } from '../../lib/analytics'

export const uploadProgressed = createAction<UploadProgress>('upload/progressed')

export const sendVideo = createAppAsyncThunk(
  'upload/sendVideo',
  async (fields: UploadFields, { dispatch, signal, rejectWithValue }) => {
    try {
      const result = await uploadVideo(fields, {
        signal,
        onProgress: (progress) => dispatch(uploadProgressed(progress)),
      })
      void track('content_upload', { videoId: result.id })
      return result
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error
      return rejectOwnError(error, rejectWithValue)
    }
  },
)
