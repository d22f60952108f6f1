// POST /upload: a video upload, through the upload transport so the bytes sent can be
// shown. A module of its own: only the upload screen loads it (and the transport with it).
import type { Permission } from './types'
import { apiUpload, type UploadProgress } from './upload-transport'

export interface UploadFields {
  videoData: File
  videoName: string
  videoDescription: string
  videoAccess: Permission
}

export interface UploadCallOptions {
  signal?: AbortSignal
  onProgress?: (progress: UploadProgress) => void
}

export const uploadVideo = (fields: UploadFields, { signal, onProgress }: UploadCallOptions = {}) =>
  apiUpload<{ id: string; status: 'UPLOADED' }>('/upload', {
    form: { ...fields },
    signal,
    onProgress,
  })
