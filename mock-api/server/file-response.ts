// Sends a file or a byte buffer with its content type, honouring HTTP Range (206), which
// Chromium's <video> relies on.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.woff2': 'font/woff2',
}

export const contentTypeOf = (file: string) =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'

function parseRange(header: string | undefined, size: number): [number, number] | null | 'bad' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return 'bad'
  const [, from = '', to = ''] = match
  let start = from === '' ? size - Number(to) : Number(from)
  let end = from === '' || to === '' ? size - 1 : Number(to)
  start = Math.max(0, start)
  end = Math.min(end, size - 1)
  return start <= end ? [start, end] : 'bad'
}

interface Source {
  size: number
  contentType: string
  cacheControl: string
  stream: (start: number, end: number) => NodeJS.ReadableStream | Buffer
}

function send(req: IncomingMessage, res: ServerResponse, source: Source): void {
  const range = parseRange(req.headers.range, source.size)
  const headers = {
    'Content-Type': source.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': source.cacheControl,
  }
  if (range === 'bad') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${source.size}` })
    res.end()
    return
  }
  const [start, end] = range ?? [0, source.size - 1]
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Length': String(Math.max(0, end - start + 1)),
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${source.size}` } : {}),
  })
  if (req.method === 'HEAD' || source.size === 0) {
    res.end()
    return
  }
  const body = source.stream(start, end)
  if (Buffer.isBuffer(body)) res.end(body)
  else body.pipe(res)
}

/** Sends `file`; false when it does not exist (the caller answers 404 or falls back). */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
): Promise<boolean> {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return false
  send(req, res, {
    size: info.size,
    contentType: contentTypeOf(file),
    cacheControl,
    stream: (start, end) => createReadStream(file, { start, end }),
  })
  return true
}

export function sendBytes(
  req: IncomingMessage,
  res: ServerResponse,
  bytes: Uint8Array,
  contentType: string,
): void {
  const buffer = Buffer.from(bytes)
  send(req, res, {
    size: buffer.length,
    contentType,
    cacheControl: 'no-cache',
    stream: (start, end) => buffer.subarray(start, end + 1),
  })
}

/** Resolves `urlPath` inside `root`, or null when it would escape it. */
export function safeJoin(root: string, urlPath: string): string | null {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '')
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`)
  return file === root || file.startsWith(root + path.sep) ? file : null
}
