// The upload call (docs/api.md: POST /upload) through the client's upload transport, which
// reports the bytes sent. A failure is shown by the form itself (it keeps what the user chose),
// except 401, which the errors listener answers with the login popup.
import { createAction } from '@reduxjs/toolkit'
import { uploadVideo, type UploadFields } from '../../api/uploads'
import type { UploadProgress } from '../../api/upload-transport'
import { createAppAsyncThunk } from '../../app/hooks'

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
