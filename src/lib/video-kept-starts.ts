// The first pieces of the last few videos, kept by the pacing worker (video-pacing-worker.ts) for
// their elements to read again. Chromium may keep only the first block of what a video fetched
// before its turn (a next video it suspended once it had its start): coming on screen, it asks
// again for the rest of its first piece, and would stand still while the link brings back bytes
// it already had. Measured on slow 4G: a 64-kB piece asked again, 0.3-0.7 s standing still.

import { partialContent } from './byte-ranges'

/** How many videos' first pieces are kept: the one on screen, the next, and the one left. */
export const KEPT_STARTS = 3

export function keptStarts() {
  /** By address, the oldest first. */
  const kept = new Map<string, { bytes: Uint8Array; total: number; type: string }>()
  return {
    /** Keeps `bytes`, the first piece of `url`, a file of `total` bytes of `type`. */
    keep(url: string, bytes: Uint8Array, total: number, type: string): void {
      kept.delete(url)
      kept.set(url, { bytes, total, type })
      for (const oldest of kept.keys()) {
        if (kept.size <= KEPT_STARTS) break
        kept.delete(oldest)
      }
    },
    /** A 206 of `url` from `start` to `end` (inclusive; none: to the end of what is kept), when
     * `start` lies in its kept first piece; null otherwise. */
    answer(url: string, start: number, end: number | null): Response | null {
      const piece = kept.get(url)
      if (!piece || start >= piece.bytes.length) return null
      const last = Math.min(end ?? Infinity, piece.bytes.length - 1)
      const range = { start, end: last, total: piece.total }
      return partialContent(piece.bytes.slice(start, last + 1), range, piece.type)
    },
  }
}
