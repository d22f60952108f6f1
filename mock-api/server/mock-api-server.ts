// The mock API over real HTTP, for `npm start`, `npm run preview`, the browser tests and the
// size benchmark: /api/v1 and /__mock from the MSW handlers, /media (seeded and uploaded files,
// with Range support), the built app (with single-page fallback) when `staticDir` is given, the
// identity-check widget stand-in on a second port (its own origin) and, when `mediaPort` is
// given, /media on another origin as well, which the API's media URLs then name (a CDN). With a
// `mediaLadder` (the field benchmark's), the feed names renditions chosen by its `mbps`.
import { writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setKycServiceUrl } from '../db'
import { currentMediaLadder, LADDER_PATH, setMediaLadder, type MediaLadder } from '../media-ladder'
import { currentMediaOrigin, mediaCors, mediaOutage, setMediaOrigin } from '../media-urls'
import { onUploadSaved } from '../uploads'
import { answerWithHandlers, sendJson } from './http-bridge'
import { handleKycRequest } from './kyc-server'
import { serveFolder, type FolderServer } from './serve-folder'

const MEDIA_DIR = path.resolve(import.meta.dirname, '../media')

export interface MockApiOptions {
  port: number
  kycPort: number
  /**
   * Also serve /media on http://localhost:<mediaPort> (0 = a free port), and make the API name
   * every video, poster, avatar and upload there, as a backend whose media come from a CDN.
   * Named localhost while the API listens on 127.0.0.1, so the two origins differ by host as
   * well as port. One database per process: its media URLs name the last such server still open.
   */
  mediaPort?: number
  host?: string
  /** The built app (dist/) to serve next to the API. */
  staticDir?: string
  /**
   * For the field benchmark only: the feed's videos and posters come from this folder's bitrate
   * ladder (`../media-ladder.ts`), served under /media/ladder/. Process-wide, like `mediaPort`,
   * until this server closes.
   */
  mediaLadder?: MediaLadder & { dir: string }
}

export interface RunningMockApi {
  url: string
  kycUrl: string
  /** The media origin when `mediaPort` was given; '' when media are on `url`. */
  mediaUrl: string
  close: () => Promise<void>
}

function serveApp(dir: string): FolderServer {
  return serveFolder(
    '',
    dir,
    (pathname) =>
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    // sirv never falls back to index.html for a path with a file extension (a missing *.js);
    // nor must a missing hashed asset turn into HTML, so a stale tab gets a clean 404. `dev`
    // reads dist/ on each request, as it may be rebuilt under a running preview (Playwright
    // reuses one), which would leave sirv's start-up listing stale.
    // The build leaves .br and .gz copies beside its files: sent to a browser that accepts them.
    { single: true, ignores: '^/assets/', dev: true, brotli: true, gzip: true },
  )
}

/** How long an idle kept-alive connection stays open. Node's default (5 s) races clients that
 * keep a pooled socket past the server's hint: Playwright's request fixture reuses one a test
 * left idle for longer and reads ECONNRESET as the server closes it. A real API behind a load
 * balancer keeps them open longer than this too. */
const KEEP_ALIVE_MS = 10 * 60_000

function listen(server: Server, port: number, host: string): Promise<number> {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
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

/** What every server in this process shares with the one mock database they all answer from:
 * the identity-check stand-in the settings point to and the folder uploads are kept in. A second
 * server (a test's second deploy, a journey's own server) joins them; the last to close ends them. */
interface SharedParts {
  kycUrl: string
  uploadDir: string
  servers: number
  close: () => Promise<void>
}
let shared: SharedParts | null = null

async function joinSharedParts(host: string, kycPort: number): Promise<SharedParts> {
  if (shared) {
    shared.servers += 1
    return shared
  }
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'mock-api-uploads-'))
  // Written before the API answers with the URL (an avatar is shown right after its upload).
  onUploadSaved((name, bytes) => writeFileSync(path.join(uploadDir, name), bytes))
  const kycServer = createServer((req, res) => {
    handleKycRequest(req, res).catch((error: unknown) => fail(res, error))
  })
  const kycUrl = `http://${host}:${await listen(kycServer, kycPort, host)}`
  setKycServiceUrl(kycUrl)
  const parts: SharedParts = {
    kycUrl,
    uploadDir,
    servers: 1,
    close: async () => {
      parts.servers -= 1
      if (parts.servers > 0) return
      shared = null
      onUploadSaved(null)
      await closeServer(kycServer)
      await rm(uploadDir, { recursive: true, force: true })
    },
  }
  shared = parts
  return parts
}

/** /media/* from a folder per prefix: seeded files, uploads as soon as they are saved, and the
 * bitrate ladder when there is one. */
function mediaServer(uploadDir: string, ladderDir: string | null): FolderServer {
  const seeded = serveFolder('/media', MEDIA_DIR, () => 'public, max-age=3600')
  // `dev`: sirv looks each request up on disk, so files uploaded after the start are found.
  const uploads = serveFolder('/media/uploads', uploadDir, () => 'no-cache', { dev: true })
  const ladder = ladderDir && serveFolder(LADDER_PATH, ladderDir, () => 'public, max-age=3600')
  return (req, res, pathname) => {
    // A dropped link (POST /__mock/media-outage): the connection closes with no answer.
    if (mediaOutage()) {
      req.socket.destroy()
      return
    }
    // Readable by any page, on every answer (a CDN's CORS), so a service worker may keep the
    // images: an answer cached without it would fail the worker's CORS request later. A test
    // turns it off (POST /__mock/media-cors) to play a CDN without CORS.
    if (mediaCors()) res.setHeader('Access-Control-Allow-Origin', '*')
    if (pathname.startsWith('/media/uploads/')) uploads(req, res, pathname)
    else if (ladder && pathname.startsWith(`${LADDER_PATH}/`)) ladder(req, res, pathname)
    else seeded(req, res, pathname)
  }
}

/** The second origin: /media alone, everything else a JSON 404. */
async function startMediaOrigin(host: string, port: number, media: FolderServer) {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://media.local')
    if (pathname.startsWith('/media/')) media(req, res, pathname)
    else sendJson(res, 404, { message: 'Not found' })
  })
  const url = `http://localhost:${await listen(server, port, host)}`
  // The origin named before, by another server of this process (or none): named again at the end.
  const before = currentMediaOrigin()
  setMediaOrigin(url)
  return {
    url,
    close: async () => {
      if (currentMediaOrigin() === url) setMediaOrigin(before)
      await closeServer(server)
    },
  }
}

export async function startMockApi(options: MockApiOptions): Promise<RunningMockApi> {
  const host = options.host ?? '127.0.0.1'
  const parts = await joinSharedParts(host, options.kycPort)
  const media = mediaServer(parts.uploadDir, options.mediaLadder?.dir ?? null)
  const app = options.staticDir ? serveApp(options.staticDir) : null

  let origin = ''
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', origin)
    const route = async () => {
      if (pathname.startsWith('/api/v1/') || pathname.startsWith('/__mock/')) {
        await answerWithHandlers(req, res, origin)
      } else if (pathname.startsWith('/media/')) {
        media(req, res, pathname)
      } else if (app) {
        app(req, res, pathname)
      } else {
        sendJson(res, 404, { message: 'Not found' })
      }
    }
    route().catch((error: unknown) => fail(res, error))
  })
  const port = await listen(server, options.port, host)
  origin = `http://${host}:${port}`
  const mediaOrigin =
    options.mediaPort === undefined ? null : await startMediaOrigin(host, options.mediaPort, media)
  const ladderBefore = currentMediaLadder()
  if (options.mediaLadder) {
    const { renditions, clips } = options.mediaLadder
    setMediaLadder({ renditions, clips })
  }

  return {
    url: origin,
    kycUrl: parts.kycUrl,
    mediaUrl: mediaOrigin?.url ?? '',
    close: async () => {
      if (options.mediaLadder) setMediaLadder(ladderBefore)
      await mediaOrigin?.close()
      await closeServer(server)
      await parts.close()
    },
  }
}

function fail(res: ServerResponse, error: unknown) {
  console.error('[mock-api]', error)
  if (!res.headersSent) sendJson(res, 500, { message: 'Mock API fault' })
  else res.end()
}
