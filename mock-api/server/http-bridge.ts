// Node HTTP ⇄ fetch: lets the MSW handlers (mock-api/handlers) answer real HTTP requests.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { handlers } from '../handlers'

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  })
}

export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.setHeader('Cache-Control', 'no-store')
  res.end(Buffer.from(await response.arrayBuffer()))
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(body))
}

/** Answers /api/v1/* and /__mock/* with the MSW handlers; 404 JSON when none matches. */
export async function answerWithHandlers(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
): Promise<void> {
  const response = await getResponse(handlers, await toFetchRequest(req, origin))
  if (response) await sendFetchResponse(res, response)
  else sendJson(res, 404, { message: 'Not found' })
}
