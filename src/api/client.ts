// The one fetch wrapper. It builds the URL, adds the bearer token and
// credentials, encodes the body, applies the time-out and turns every failure into an ApiError.
// It never shows UI or navigates: reactions to errors live in the errors feature.
// The upload transport (upload-transport.ts) keeps the same contract over XMLHttpRequest, so
// the pieces both need are exported from here.
import { env } from '../config/env'
import { readToken } from '../lib/session-token'
import { ApiError } from './api-error'

export const API_PREFIX = '/api/v1'
const DEFAULT_TIMEOUT_MS = 30_000
export const NETWORK_ERROR_MESSAGE = 'Network error.'
export const TIMEOUT_MESSAGE = 'The server took too long to answer.'

type QueryValue = string | number | boolean | undefined
export type FormFields = Record<string, string | number | boolean | Blob | undefined>

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, QueryValue>
  /** application/json body */
  json?: unknown
  /** multipart/form-data body; undefined values are left out */
  form?: FormFields
  /** ms; 0 = no time-out (uploads) */
  timeoutMs?: number
  signal?: AbortSignal
  /** Sent instead of the stored token: logging out sends the one it has just removed. */
  token?: string | null
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value))
  }
  const search = params.size > 0 ? `?${params.toString()}` : ''
  // Absolute, so it also resolves outside a page (the test runner's fetch).
  const origin = env.apiUrl || window.location.origin
  return `${origin}${API_PREFIX}${path}${search}`
}

/** Accept, and the bearer token when there is one. */
export function authHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  return headers
}

export function toFormData(fields: FormFields): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue
    data.append(key, value instanceof Blob ? value : String(value))
  }
  return data
}

/**
 * The token each failed request carried (null: none), so that whoever answers a 401 can tell a
 * refusal of the session stored now from a late answer to one that has ended since
 * (src/lib/session-token.ts, `standingOf`). Kept beside the error rather than on it: an error
 * reaches logs and actions, a token must not.
 */
const sentTokens = new WeakMap<ApiError, string | null>()

/** The token the request that failed with `error` carried; undefined when not known. */
export const tokenSentWith = (error: ApiError): string | null | undefined => sentTokens.get(error)

/** Records the token the failed request carried; returns the error. */
export function withSentToken(error: ApiError, token: string | null): ApiError {
  sentTokens.set(error, token)
  return error
}

/** The token a request carries: `token` when given (null: none), else the stored one. */
export const tokenToSend = (token: string | null | undefined): string | null =>
  token === undefined ? readToken() : token

function buildInit(
  options: RequestOptions,
  token: string | null,
  signal: AbortSignal,
): RequestInit {
  const headers = authHeaders(token)
  let body: BodyInit | undefined
  if (options.form) {
    body = toFormData(options.form)
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  }
  return {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal,
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  return new ApiError(typeof data.message === 'string' ? data.message : '', status, {
    ...(typeof data.field === 'string' && { field: data.field }),
    ...(typeof data.nextAttemptTime === 'number' && { nextAttemptTime: data.nextAttemptTime }),
  })
}

/** The parsed body of a received answer, or the ApiError it stands for. */
export function readAnswer<T>(status: number, text: string): T {
  const body = parseJson(text)
  if (status < 200 || status > 299) throw errorFromBody(status, body)
  // A 2xx answer that is not JSON is a server fault.
  if (body === undefined) throw new ApiError('', 500)
  return body as T
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController()
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  let timedOut = false
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true
          controller.abort()
        }, timeoutMs)
      : undefined
  const onCallerAbort = () => controller.abort()
  options.signal?.addEventListener('abort', onCallerAbort, { once: true })
  // Read once: the answer is judged against the token this request really carried.
  const token = tokenToSend(options.token)

  try {
    let response: Response
    let text: string
    try {
      const init = buildInit(options, token, controller.signal)
      response = await fetch(apiUrl(path, options.query), init)
      text = await response.text()
    } catch (cause) {
      if (options.signal?.aborted) throw cause
      const message = timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE
      throw withSentToken(new ApiError(message, 500), token)
    }
    try {
      return readAnswer<T>(response.status, text)
    } catch (error) {
      throw error instanceof ApiError ? withSentToken(error, token) : error
    }
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onCallerAbort)
  }
}
