// The mock API over real HTTP, for `npm start`, `npm run preview`, the browser tests and the
// size benchmark: /api/v1 and /__mock from the MSW handlers, /media with Range support, the
// built app (with single-page fallback) when `staticDir` is given, and the identity-check
// widget stand-in on a second port (its own origin).
import { mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setKycServiceUrl } from '../db'
import { onUploadSaved, readUpload } from '../uploads'
import { safeJoin, sendBytes, sendFile } from './file-response'
import { answerWithHandlers, sendJson } from './http-bridge'
import { handleKycRequest } from './kyc-server'

const MEDIA_DIR = path.resolve(import.meta.dirname, '../media')

export interface MockApiOptions {
  port: number
  kycPort: number
  host?: string
  /** The built app (dist/) to serve next to the API. */
  staticDir?: string
}

export interface RunningMockApi {
  url: string
  kycUrl: string
  close: () => Promise<void>
}

async function serveMedia(req: IncomingMessage, res: ServerResponse, pathname: string) {
  if (pathname.startsWith('/media/uploads/')) {
    const upload = readUpload(pathname.slice('/media/uploads/'.length))
    if (upload) sendBytes(req, res, upload.bytes, upload.contentType)
    else sendJson(res, 404, { message: 'Not found' })
    return
  }
  const file = safeJoin(MEDIA_DIR, pathname.slice('/media'.length))
  if (!file || !(await sendFile(req, res, file, 'public, max-age=3600'))) {
    sendJson(res, 404, { message: 'Not found' })
  }
}

async function serveApp(req: IncomingMessage, res: ServerResponse, dir: string, pathname: string) {
  const file = safeJoin(dir, pathname)
  const isAsset = pathname.startsWith('/assets/')
  const cache = isAsset ? 'public, max-age=31536000, immutable' : 'no-cache'
  if (file && pathname !== '/' && (await sendFile(req, res, file, cache))) return
  // Hashed assets that are gone must not turn into HTML (a stale tab gets a clean 404).
  if (isAsset || path.extname(pathname) === '.js') {
    sendJson(res, 404, { message: 'Not found' })
    return
  }
  await sendFile(req, res, path.join(dir, 'index.html'), 'no-cache')
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })

export async function startMockApi(options: MockApiOptions): Promise<RunningMockApi> {
  const host = options.host ?? '127.0.0.1'
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'mock-api-uploads-'))
  onUploadSaved((name, upload) => {
    void writeFile(path.join(uploadDir, name), upload.bytes).catch(console.error)
  })

  const kycServer = createServer((req, res) => {
    handleKycRequest(req, res).catch((error: unknown) => fail(res, error))
  })
  const kycPort = await listen(kycServer, options.kycPort, host)
  const kycUrl = `http://${host}:${kycPort}`
  setKycServiceUrl(kycUrl)

  let origin = ''
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', origin)
    const route = async () => {
      if (pathname.startsWith('/api/v1/') || pathname.startsWith('/__mock/')) {
        await answerWithHandlers(req, res, origin)
      } else if (pathname.startsWith('/media/')) {
        await serveMedia(req, res, pathname)
      } else if (options.staticDir) {
        await serveApp(req, res, options.staticDir, pathname)
      } else {
        sendJson(res, 404, { message: 'Not found' })
      }
    }
    route().catch((error: unknown) => fail(res, error))
  })
  const port = await listen(server, options.port, host)
  origin = `http://${host}:${port}`

  return {
    url: origin,
    kycUrl,
    close: async () => {
      onUploadSaved(null)
      await Promise.all([closeServer(server), closeServer(kycServer)])
    },
  }
}

function fail(res: ServerResponse, error: unknown) {
  console.error('[mock-api]', error)
  if (!res.headersSent) sendJson(res, 500, { message: 'Mock API fault' })
  else res.end()
}
