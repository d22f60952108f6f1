// A second deploy without a second build: a proxy in front of the served app (its own origin,
// so its own worker registration) that, once `deploy()` is called, answers /service-worker.js
// with other bytes. The browser's update check fetches the script outside the page and the
// worker, where `route()` cannot reach, so the change has to come from the server side.
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface DeployProxy {
  url: string
  /** From now on the worker script ends with `code`. */
  deploy: (code: string) => void
  close: () => Promise<void>
}

export async function startDeployProxy(target: string): Promise<DeployProxy> {
  let appended = ''
  const server = createServer((req, res) => {
    const path = req.url ?? '/'
    const isWorker = new URL(path, target).pathname === '/service-worker.js'
    const headers: IncomingHttpHeaders = { ...req.headers, host: new URL(target).host }
    // The script is rewritten as text, so it must come uncompressed.
    if (isWorker) delete headers['accept-encoding']
    const upstream = forward(new URL(path, target), { method: req.method, headers }, (answer) => {
      if (!isWorker || !appended || answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from(appended)])
        res.writeHead(200, { ...answer.headers, 'content-length': String(body.length) })
        res.end(body)
      })
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: (code) => {
      appended = `\n${code}\n`
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
