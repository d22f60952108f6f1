// Proof that the proxy shapes as its profile says: one download through it, on a connection of
// its own, timed from the request to the first byte (the round trips) and from there to the last
// (the rate). The benchmark runs it before each measured visit.
import { get } from 'node:http'
import { performance } from 'node:perf_hooks'

export interface LinkCheck {
  bytes: number
  firstByteMs: number
  mbps: number
}

/** GETs `url` (its first `bytes`, or all of it) through the proxy at `proxyUrl`. */
export function checkLink(proxyUrl: string, url: string, bytes?: number): Promise<LinkCheck> {
  const proxy = new URL(proxyUrl)
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let firstByte = 0
    let received = 0
    const request = get(
      {
        host: proxy.hostname,
        port: proxy.port,
        path: url,
        agent: false,
        headers: bytes ? { Range: `bytes=0-${bytes - 1}` } : {},
      },
      (answer) => {
        answer.on('data', (chunk: Buffer) => {
          if (received === 0) firstByte = performance.now()
          received += chunk.length
        })
        answer.on('end', () => {
          const seconds = (performance.now() - firstByte) / 1000
          resolve({
            bytes: received,
            firstByteMs: firstByte - started,
            mbps: (received * 8) / seconds / 1e6,
          })
        })
        answer.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

export const formatLinkCheck = ({ bytes, firstByteMs, mbps }: LinkCheck) =>
  `${(bytes / 1e6).toFixed(2)} MB at ${mbps.toFixed(2)} Mbit/s, first byte after ${Math.round(firstByteMs)} ms`
