// What the upload form accepts before a byte is sent, and how a refusal from
// the server reads (POST /upload: 413, 415, 422).
import type { ApiErrorPayload } from '../../api/api-error'
import { NETWORK_ERROR_MESSAGE } from '../../api/client'

export const VIDEO_MAX_BYTES = 500 * 1024 * 1024
export const VIDEO_ACCEPT = 'video/*,.mp4,.mov,.avi'
const VIDEO_EXTENSION = /\.(mp4|mov|avi)$/i

export const uploadMessages = {
  fileRequired: 'Choose a video file.',
  notVideo: 'This file is not a video. Choose an MP4, MOV or AVI file.',
  tooLarge: 'This video is larger than 500 MB. Choose a smaller file.',
  titleRequired: 'Enter a title.',
  descriptionRequired: 'Enter a description.',
  offline: 'The video could not be sent. Check your connection and try again.',
  failed: 'The video could not be uploaded. Please try again.',
} as const

export type UploadFieldName = 'videoData' | 'videoName' | 'videoDescription' | 'videoAccess'

export function isVideoFile(file: File): boolean {
  return file.type.startsWith('video/') || VIDEO_EXTENSION.test(file.name)
}

/** The file field's verdict: true, or what is wrong with the file. */
export function checkVideoFile(file: File | null): true | string {
  if (!file) return uploadMessages.fileRequired
  if (!isVideoFile(file)) return uploadMessages.notVideo
  if (file.size > VIDEO_MAX_BYTES) return uploadMessages.tooLarge
  return true
}

const FIELDS: readonly string[] = ['videoData', 'videoName', 'videoDescription', 'videoAccess']

/** Where a failed upload's message belongs: at a field, or over the whole form. */
export function uploadFailure(error: ApiErrorPayload): {
  field: UploadFieldName | null
  message: string
} {
  if (error.status === 413) return { field: 'videoData', message: uploadMessages.tooLarge }
  if (error.status === 415) return { field: 'videoData', message: uploadMessages.notVideo }
  if (error.status === 422 && error.field && FIELDS.includes(error.field)) {
    return {
      field: error.field as UploadFieldName,
      message: error.message || uploadMessages.failed,
    }
  }
  // The client reports a lost connection as status 500 with its network message.
  if (error.status === 500 && (error.message === NETWORK_ERROR_MESSAGE || !navigatorOnline())) {
    return { field: null, message: uploadMessages.offline }
  }
  // The server's reason alone ('Storage is full.') would not say that the upload failed.
  return {
    field: null,
    message: error.message
      ? `The video could not be uploaded (${error.message.replace(/\.$/, '')}). Please try again.`
      : uploadMessages.failed,
  }
}

function navigatorOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine
}
