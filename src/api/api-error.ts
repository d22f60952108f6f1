/** A failed API call. `code` is the status as a string. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string
  /** The invalid field of a 422 answer. */
  readonly field?: string
  /** Epoch ms of the next allowed attempt, on a 429 answer. */
  readonly nextAttemptTime?: number

  constructor(
    message: string,
    status: number,
    extra: { field?: string; nextAttemptTime?: number } = {},
  ) {
    super(message)
    this.status = status
    this.code = String(status)
    if (extra.field !== undefined) this.field = extra.field
    if (extra.nextAttemptTime !== undefined) this.nextAttemptTime = extra.nextAttemptTime
  }
}

/** The serialisable form an ApiError takes inside Redux actions. */
export interface ApiErrorPayload {
  name: 'ApiError'
  message: string
  status: number
  code: string
  field?: string
  nextAttemptTime?: number
}

export function toApiErrorPayload(error: ApiError): ApiErrorPayload {
  return {
    name: 'ApiError',
    message: error.message,
    status: error.status,
    code: error.code,
    ...(error.field !== undefined && { field: error.field }),
    ...(error.nextAttemptTime !== undefined && { nextAttemptTime: error.nextAttemptTime }),
  }
}

export function isApiErrorPayload(value: unknown): value is ApiErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'ApiError' &&
    typeof (value as { status?: unknown }).status === 'number'
  )
}
