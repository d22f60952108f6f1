// Static files through sirv (content types, HTTP Range for Chromium's <video>), mounted under a
// URL prefix and answering a missing file with the same JSON 404 as the API.
import type { IncomingMessage, ServerResponse } from 'node:http'
import sirv, { type Options } from 'sirv'
import { sendJson } from './http-bridge'

export type FolderServer = (req: IncomingMessage, res: ServerResponse, pathname: string) => void

/**
 * Serves `dir` at `prefix`. `pathname` is the request's path as `new URL()` resolved it (no `..`
 * left); sirv looks files up by `req.url`, so that becomes the path inside `dir`.
 */
export function serveFolder(
  prefix: string,
  dir: string,
  cacheControl: (pathname: string) => string,
  options: Options = {},
): FolderServer {
  const serve = sirv(dir, {
    ...options,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControl(pathname)),
    onNoMatch: (_req, res) => sendJson(res, 404, { message: 'Not found' }),
  })
  return (req, res, pathname) => {
    req.url = pathname.slice(prefix.length)
    serve(req, res)
  }
}
