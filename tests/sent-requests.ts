// What the app sent to the mock API, recorded without replacing any handler, so a test can
// assert on a request's payload while the mock's own handlers answer it.
import { onTestFinished } from 'vitest'
import { decryptPassword } from '../mock-api/password'
import { server } from './mock-server'

export interface SentRequest {
  method: string
  /** The path below /api/v1, e.g. '/login'. */
  path: string
  query: URLSearchParams
  request: Request
}

export function recordRequests() {
  const sent: SentRequest[] = []
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    sent.push({
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      // The handler reads the body; the clone keeps it for the test.
      request: request.clone(),
    })
  }
  server.events.on('request:start', record)
  onTestFinished(() => {
    server.events.removeListener('request:start', record)
  })

  const matching = (method: string, path: string) =>
    sent.filter((entry) => entry.method === method && entry.path === path)

  return {
    all: sent,
    matching,
    /** The form fields of the only `method path` request; fails when there is not exactly one. */
    async formOf(method: string, path: string): Promise<Record<string, string>> {
      const found = matching(method, path)
      if (found.length !== 1) throw new Error(`${found.length} ${method} ${path} requests sent`)
      const form = await found[0]!.request.formData()
      return Object.fromEntries(
        [...form].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
      )
    },
  }
}

/** The plain text of a password the app encrypted, or null when it was not encrypted. */
export const decrypted = (cipher: string | null | undefined) => decryptPassword(cipher ?? '')
