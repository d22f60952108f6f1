// Reading what the app sent, as the mock API received it.
import type { Page, Request } from '@playwright/test'
import { decryptPassword } from '../../../mock-api/password'

/** The multipart form fields of a request the page sent. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0)
  const contentType = (await request.allHeaders())['content-type'] ?? ''
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType },
  }).formData()
  return Object.fromEntries(
    [...form].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
  )
}

/** Waits for the next `method` call to `/api/v1{path}` (query ignored). */
export function nextApiRequest(page: Page, method: string, path: string): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.method() === method && new URL(request.url()).pathname === `/api/v1${path}`,
  )
}

/** The path and query a request was sent to. */
export function pathAndQuery(request: Request): string {
  const url = new URL(request.url())
  return url.pathname + url.search
}

/** The plain text of an encrypted password, or null when it was sent in clear. */
export const decrypted = (cipher: string | null | undefined) => decryptPassword(cipher ?? '')
