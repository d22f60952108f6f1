// The identity-check widget stand-in: its own origin
// serving /websdk/websdk.html, which speaks the SDK's postMessage protocol, plus the small
// endpoints its "Approve (demo)" and "Reject (demo)" buttons call.
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import {
  approveKycApplicant,
  isKycTokenValid,
  rejectKycApplicant,
  submitKycApplicant,
} from '../kyc'
import { sendJson } from './http-bridge'
import { serveFolder } from './serve-folder'

// `dev`: edits to the widget show on the next load while `npm start` runs.
const serveWidget = serveFolder(
  '/websdk',
  path.resolve(import.meta.dirname, '../kyc-widget'),
  () => 'no-cache',
  { dev: true },
)

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function handleKycRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://kyc.local')
  if (req.method === 'GET' && url.pathname === '/websdk/applicant') {
    const valid = isKycTokenValid(url.searchParams.get('token') ?? '')
    sendJson(res, valid ? 200 : 401, valid ? {} : { message: 'invalid-token' })
    return
  }
  if (req.method === 'POST' && url.pathname === '/websdk/submit') {
    const done = submitKycApplicant(await readText(req))
    sendJson(res, done ? 200 : 401, { reviewStatus: 'pending' })
    return
  }
  if (req.method === 'POST' && url.pathname === '/websdk/approve') {
    const done = approveKycApplicant(await readText(req))
    sendJson(res, done ? 200 : 401, { reviewStatus: 'completed', reviewAnswer: 'GREEN' })
    return
  }
  if (req.method === 'POST' && url.pathname === '/websdk/reject') {
    const done = rejectKycApplicant(await readText(req))
    sendJson(res, done ? 200 : 401, { reviewStatus: 'completed', reviewAnswer: 'RED' })
    return
  }
  if (req.method === 'GET' && url.pathname.startsWith('/websdk/')) {
    serveWidget(req, res, url.pathname)
    return
  }
  sendJson(res, 404, { message: 'Not found' })
}
