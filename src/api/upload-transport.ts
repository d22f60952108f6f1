// Uploads over XMLHttpRequest, because fetch cannot report the bytes sent. The
// contract is apiRequest's (client.ts): same URL, headers, credentials, time-out and
// ApiError for every failure; a cancel rejects with an AbortError, as fetch does.
// Only uploads need it, so it is a module of its own (used by uploads.ts): it stays out of the
// first page load.
import { readToken } from '../lib/session-token'
import { ApiError } from './api-error'
import {
  apiUrl,
  authHeaders,
  NETWORK_ERROR_MESSAGE,
  readAnswer,
  TIMEOUT_MESSAGE,
  toFormData,
  withSentToken,
  type FormFields,
} from './client'

/** Bytes of the request body. */
export interface UploadProgress {
  sent: number
  total: number
}

export interface UploadOptions {
  method?: 'POST' | 'PUT'
  query?: Record<string, string | number | boolean | undefined>
  /** multipart/form-data body; undefined values are left out */
  form: FormFields
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
  /** ms; 0 = no time-out (the default: a large file on a slow line may take long) */
  timeoutMs?: number
}

/** What fetch rejects with on a cancel: the signal's own AbortError, else a new one. */
function abortError(reason: unknown): Error {
  // By name, not by class: the signal may come from another realm (a frame, a test runner).
  return reason instanceof Error && reason.name === 'AbortError'
    ? reason
    : new DOMException('The upload was cancelled.', 'AbortError')
}

export function apiUpload<T>(path: string, options: UploadOptions): Promise<T> {
  const { signal, onProgress, timeoutMs = 0 } = options
  if (signal?.aborted) return Promise.reject(abortError(signal.reason))

  // Read once, as apiRequest does: a failure records the token the upload carried.
  const token = readToken()
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    let settled = false
    let timer: ReturnType<typeof setTimeout> | undefined

    // Runs once: after a cancel, no late event may report progress or settle again.
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', onCallerAbort)
      outcome()
    }
    const fail = (error: Error) =>
      settle(() => reject(error instanceof ApiError ? withSentToken(error, token) : error))
    const cancel = (error: Error) => {
      fail(error)
      xhr.abort()
    }
    const onCallerAbort = () => cancel(abortError(signal?.reason))
    const report = (sent: number, total: number) => {
      if (!settled) onProgress?.({ sent, total })
    }

    xhr.open(options.method ?? 'POST', apiUrl(path, options.query))
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(authHeaders(token)))
      xhr.setRequestHeader(name, value)
    // Upload listeners must be added before send(), or the browser fires no upload events.
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) report(event.loaded, event.total)
    })
    // Progress events may stop short of the last byte; here the whole body has been sent.
    xhr.upload.addEventListener('load', (event) => {
      const total = event.lengthComputable ? event.total : event.loaded
      report(total, total)
    })
    xhr.addEventListener('load', () => {
      try {
        const body = readAnswer<T>(xhr.status, xhr.responseText)
        settle(() => resolve(body))
      } catch (error) {
        fail(error as ApiError) // the only error readAnswer throws
      }
    })
    xhr.addEventListener('error', () => fail(new ApiError(NETWORK_ERROR_MESSAGE, 500)))

    signal?.addEventListener('abort', onCallerAbort, { once: true })
    if (timeoutMs > 0) {
      timer = setTimeout(() => cancel(new ApiError(TIMEOUT_MESSAGE, 500)), timeoutMs)
    }
    xhr.send(toFormData(options.form))
  })
}
