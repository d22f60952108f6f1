// A phone's network on loopback for the field benchmark: an HTTP proxy that Chromium sends every
// request through (`--proxy-server`, loopback included), so the page's fetches, its service
// worker's and the media element's Range requests all share one shaped link:
// - one token bucket (field-downlink.ts) for everything sent down, at the profile's rate, which the responses take
//   a slice at a time, so parallel downloads share it as TCP flows do rather than queueing
//   behind one another;
// - the round trip added before each request is forwarded, and once more for the handshake of
//   each new connection.
// It logs each request and when each slice of its answer went down, so the report can tell what
// crossed the link before a given moment.
//
// Hand-written: a shaper that changes the machine's interfaces (tc, as @sitespeed.io/throttle
// uses) would slow everyone else's loopback traffic on this shared machine, and the stream
// throttles on npm (stream-throttle) share a rate but add no latency and proxy nothing; the
// forwarding itself is a few lines of node:http.
import { createServer, request as httpRequest, Agent, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { performance } from 'node:perf_hooks'
import { Downlink } from './field-downlink'

export interface LinkProfile {
  name: string
  /** Download rate, Mbit/s. */
  mbps: number
  rttMs: number
}

export interface ProxiedRequest {
  method: string
  url: URL
  /** Epoch ms (the page's clock too: performance.timeOrigin + now) it reached the proxy. */
  at: number
  /** Whether it was the first on its connection (a handshake round trip more). */
  newConnection: boolean
  /** Its Range header, if it had one. */
  range: string | null
  status: number
  /** Body bytes sent down so far. */
  bytes: number
  /** Epoch ms of the last byte, when the answer was complete; null if cut short or running. */
  doneAt: number | null
}

/** One slice of an answer sent down the link: when it arrived and how big it was. */
export interface Delivery {
  at: number
  bytes: number
  request: ProxiedRequest
}

const SLICE = 16 * 1024
/** Hop-by-hop headers, which belong to one connection and are not forwarded. */
const HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']

const epoch = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : resolve()))

function withoutHop(headers: IncomingMessage['headers']) {
  const kept = { ...headers }
  for (const name of HOP) delete kept[name]
  return kept
}

export interface ShapingProxy {
  url: string
  /** null: no shaping (a first visit that only installs the app). */
  shape: (profile: LinkProfile | null) => void
  /** Closes every connection the browser holds, as a new start of the app on a phone would. */
  dropConnections: () => void
  /** What went through since the last call, and forgets it. */
  takeLog: () => { requests: ProxiedRequest[]; deliveries: Delivery[] }
  close: () => Promise<void>
}

/** Only this machine's servers are reached: the browser's own calls elsewhere are refused. */
const LOOPBACK = ['127.0.0.1', 'localhost']

export interface ProxyOptions {
  /** Changes a request's URL on its way up (the log keeps the one the browser sent). */
  rewrite?: (url: URL) => URL
  /** Host names the proxy itself resolves to this machine, as a phone's DNS would a site's. */
  aliases?: string[]
}

export async function startShapingProxy({
  rewrite = (url) => url,
  aliases = [],
}: ProxyOptions = {}): Promise<ShapingProxy> {
  const reachable = new Set([...LOOPBACK, ...aliases])
  let profile: LinkProfile | null = null
  const link = new Downlink(Infinity)
  let requests: ProxiedRequest[] = []
  let deliveries: Delivery[] = []
  const sockets = new Set<Socket>()
  const fresh = new WeakSet<Socket>()
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })

  const server = createServer((req, res) => {
    // A proxy is asked for absolute URLs; anything else, or another machine, is refused.
    const url = URL.canParse(req.url ?? '') ? new URL(req.url ?? '') : null
    if (!url || !reachable.has(url.hostname)) {
      res.writeHead(502).end()
      return
    }
    const socket = req.socket
    const newConnection = fresh.has(socket)
    fresh.delete(socket)
    const entry: ProxiedRequest = {
      method: req.method ?? 'GET',
      url,
      at: epoch(),
      newConnection,
      range: req.headers.range ?? null,
      status: 0,
      bytes: 0,
      doneAt: null,
    }
    requests.push(entry)
    const rtt = profile?.rttMs ?? 0
    const target = rewrite(new URL(entry.url))
    const upstream = httpRequest(
      {
        // Every server here listens on 127.0.0.1, whatever the name.
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: entry.method,
        headers: withoutHop(req.headers),
        agent,
      },
      (answer) => {
        entry.status = answer.statusCode ?? 0
        void (async () => {
          // Its headers take their place on the link like any bytes.
          await link.send(answer.rawHeaders.join(': ').length + 64)
          if (res.destroyed) return answer.destroy()
          res.writeHead(entry.status, withoutHop(answer.headers))
          // Sent now, as a link delivers them, not held back for the first slice of the body:
          // the time from an answer's headers to its last byte is then the body's time.
          res.flushHeaders()
          for await (const chunk of answer as AsyncIterable<Buffer>) {
            for (let from = 0; from < chunk.length; from += SLICE) {
              const slice = chunk.subarray(from, from + SLICE)
              await link.send(slice.length)
              if (res.destroyed) return answer.destroy()
              res.write(slice)
              entry.bytes += slice.length
              deliveries.push({ at: epoch(), bytes: slice.length, request: entry })
            }
          }
          entry.doneAt = epoch()
          res.end()
        })().catch(() => res.destroy())
      },
    )
    upstream.on('error', () => res.destroy())
    res.on('close', () => upstream.destroy())
    // The request goes up and its answer starts down one round trip later (two on a new
    // connection, whose handshake comes first). What the request carries up is not shaped.
    void sleep(newConnection ? 2 * rtt : rtt).then(() => req.pipe(upstream))
  })
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    fresh.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    shape: (next) => {
      profile = next
      link.set(next ? (next.mbps * 1e6) / 8 / 1000 : Infinity)
    },
    dropConnections: () => {
      for (const socket of sockets) socket.destroy()
      agent.destroy()
    },
    takeLog: () => {
      const log = { requests, deliveries }
      requests = []
      deliveries = []
      return log
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        agent.destroy()
        server.close(() => resolve())
      }),
  }
}
