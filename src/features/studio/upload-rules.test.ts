import { describe, expect, it } from 'vitest'
import type { ApiErrorPayload } from '../../api/api-error'
import { checkVideoFile, uploadFailure, uploadMessages, VIDEO_MAX_BYTES } from './upload-rules'

const fileOf = (name: string, type: string, size = 10) => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

const apiError = (status: number, message = '', field?: string): ApiErrorPayload => ({
  name: 'ApiError',
  status,
  code: String(status),
  message,
  ...(field && { field }),
})

describe('checkVideoFile', () => {
  it('asks for a file', () => {
    expect(checkVideoFile(null)).toBe(uploadMessages.fileRequired)
  })

  it('takes a video by its type, or MP4, MOV and AVI by name when the type is unknown', () => {
    expect(checkVideoFile(fileOf('clip.webm', 'video/webm'))).toBe(true)
    expect(checkVideoFile(fileOf('CLIP.MOV', ''))).toBe(true)
    expect(checkVideoFile(fileOf('clip.avi', 'application/octet-stream'))).toBe(true)
    expect(checkVideoFile(fileOf('notes.txt', 'text/plain'))).toBe(uploadMessages.notVideo)
    expect(checkVideoFile(fileOf('photo.png', 'image/png'))).toBe(uploadMessages.notVideo)
  })

  it('refuses a video over 500 MB, and takes one of exactly 500 MB', () => {
    expect(checkVideoFile(fileOf('a.mp4', 'video/mp4', VIDEO_MAX_BYTES))).toBe(true)
    expect(checkVideoFile(fileOf('a.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1))).toBe(
      uploadMessages.tooLarge,
    )
  })
})

describe('uploadFailure', () => {
  it('puts a size or type refusal at the file', () => {
    expect(uploadFailure(apiError(413, 'Too big'))).toEqual({
      field: 'videoData',
      message: uploadMessages.tooLarge,
    })
    expect(uploadFailure(apiError(415))).toEqual({
      field: 'videoData',
      message: uploadMessages.notVideo,
    })
  })

  it('puts a 422 at its field with the server reason, or over the form for an unknown field', () => {
    expect(uploadFailure(apiError(422, 'Title is required.', 'videoName'))).toEqual({
      field: 'videoName',
      message: 'Title is required.',
    })
    expect(uploadFailure(apiError(422, 'Bad', 'other'))).toEqual({
      field: null,
      message: 'The video could not be uploaded (Bad). Please try again.',
    })
  })

  it('reads a lost connection as such, and any other fault with its reason or a fallback', () => {
    expect(uploadFailure(apiError(500, 'Network error.'))).toEqual({
      field: null,
      message: uploadMessages.offline,
    })
    expect(uploadFailure(apiError(503, 'Down for maintenance'))).toEqual({
      field: null,
      message: 'The video could not be uploaded (Down for maintenance). Please try again.',
    })
    expect(uploadFailure(apiError(500))).toEqual({ field: null, message: uploadMessages.failed })
  })
})
