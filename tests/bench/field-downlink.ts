// The field benchmark's downlink (field-proxy.ts): one token bucket that every answer's slices
// go through, so parallel downloads share the profile's rate.
import { performance } from 'node:perf_hooks'

/** Depth of the token bucket: what a late link may send at once to catch up, 64 kB. */
const BURST = 64 * 1024
/** A link that sent nothing for this long was idle, not late: it has nothing to catch up. */
const IDLE_MS = 10

const sleep = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : resolve()))

/**
 * The shared downlink: each slice is sent when the link has finished the ones before it. A timer
 * that fires late (a busy machine) would lose the link's time for good, so the link may send up
 * to BURST bytes at once to catch up, as a token bucket of that depth does. A link that was idle
 * has lost nothing: its next bytes take their time at the rate, as on a phone's link, where the
 * first bytes of an answer after a pause come no faster than the rest.
 */
export class Downlink {
  private freeAt = 0
  /** Sends waiting for their turn. */
  private waiting = 0
  private lastSentAt = -Infinity
  constructor(private bytesPerMs: number) {}

  set(bytesPerMs: number) {
    this.bytesPerMs = bytesPerMs
    this.freeAt = 0
  }

  /** Resolves when `bytes` have crossed the link (at once when unshaped). */
  async send(bytes: number): Promise<void> {
    if (!Number.isFinite(this.bytesPerMs)) return
    const now = performance.now()
    const idle = this.waiting === 0 && now - this.lastSentAt > IDLE_MS
    const earliest = idle ? now : now - BURST / this.bytesPerMs
    this.freeAt = Math.max(earliest, this.freeAt) + bytes / this.bytesPerMs
    this.waiting += 1
    await sleep(this.freeAt - now)
    this.waiting -= 1
    this.lastSentAt = performance.now()
  }
}
