// Two deploys on one origin: a proxy (its own origin, so its own worker registration) in front of
// the served app that, once `deploy()` is called, forwards to a second server holding another
// build. The browser's update check fetches the worker script outside the page, where `route()`
// cannot reach, so the new deploy has to come from the server side, as it does in production.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, request as forward } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import { startMockApi } from '../../../mock-api/server/mock-api-server'

export interface DeployProxy {
  url: string
  /** From now on the proxy serves `target` instead of the first deploy. */
  deploy: (target: string) => void
  close: () => Promise<void>
}

export async function startDeployProxy(first: string): Promise<DeployProxy> {
  let target = first
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target)
    const headers = { ...req.headers, host: url.host }
    const upstream = forward(url, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: (next) => {
      target = next
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export interface SecondBuild {
  /** Origin of the mock API serving the second build. */
  url: string
  /** The entry script index.html loads, e.g. /assets/index-abc.js. */
  entry: string
  close: () => Promise<void>
}

/** The entry script named by a built index.html. */
export function entryScript(html: string): string {
  const match = /<script type="module"[^>]*src="([^"]+)"/.exec(html)
  if (!match?.[1]) throw new Error('index.html names no entry script')
  return match[1]
}

/**
 * The next release: the app built again, as `npm run preview` builds it, with one configured
 * value changed (the dollar rate of a Point), so its chunks and worker differ from the served ones.
 */
export async function startSecondBuild(): Promise<SecondBuild> {
  const root = path.resolve(import.meta.dirname, '../../..')
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'second-deploy-'))
  await build({
    root,
    mode: 'demo',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    define: { 'import.meta.env.VITE_POINTS_USD_RATE': JSON.stringify('0.5') },
  })
  const server = await startMockApi({ port: 0, kycPort: 0, staticDir: outDir })
  return {
    url: server.url,
    entry: entryScript(await readFile(path.join(outDir, 'index.html'), 'utf8')),
    close: async () => {
      await server.close()
      await rm(outDir, { recursive: true, force: true })
    },
  }
}
