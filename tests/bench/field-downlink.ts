// The field benchmark's downlink (field-proxy.ts): one token bucket that every answer's slices
// go through, so parallel downloads share the profile's rate.
import { performance } from 'node:perf_hooks'

/** Depth of the token bucket: what an idle (or late) link may send at once, 64 kB. */
const BURST = 64 * 1024

const sleep = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : resolve()))

/**
 * The shared downlink: each slice is sent when the link has finished the ones before it. A timer
 * that fires late (a busy machine) would lose the link's time for good, so the link may send up
 * to BURST bytes at once to catch up, as a token bucket of that depth does.
 */
export class Downlink {
  private freeAt = 0
  constructor(private bytesPerMs: number) {}

  set(bytesPerMs: number) {
    this.bytesPerMs = bytesPerMs
    this.freeAt = 0
  }

  /** Resolves when `bytes` have crossed the link (at once when unshaped). */
  async send(bytes: number): Promise<void> {
    if (!Number.isFinite(this.bytesPerMs)) return
    const now = performance.now()
    const earliest = now - BURST / this.bytesPerMs
    this.freeAt = Math.max(earliest, this.freeAt) + bytes / this.bytesPerMs
    await sleep(this.freeAt - now)
  }
}
