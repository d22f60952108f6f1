// A call that never reached the server (no network, DNS, connection refused): the client turns
// it into a 500 with its own message (client.ts). Offline handling keys on exactly that.
import { NETWORK_ERROR_MESSAGE } from './client'

/** An ApiError, or its serialised payload, that stands for "the request did not go out". */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { status, message } = error as { status?: unknown; message?: unknown }
  return status === 500 && message === NETWORK_ERROR_MESSAGE
}
