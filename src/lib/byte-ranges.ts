// The byte ranges of HTTP range requests as the service worker's video pacing reads them: what a
// media element asks for (`Range`) and what a network's 206 answer holds (`Content-Range`), and
// the 206 the worker answers with.

/** Bytes `start` to `end` (inclusive) of a file of `total` bytes. */
export interface ByteRange {
  start: number
  end: number
  total: number
}

/** `bytes=N-` or `bytes=N-M`, the ranges a media element asks for; null for any other. */
export function parseRange(header: string | null): { start: number; end: number | null } | null {
  const match = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null
  if (!match) return null
  const start = Number(match[1])
  const end = match[2] ? Number(match[2]) : null
  return end !== null && end < start ? null : { start, end }
}

/** `bytes S-E/T` with a known size; null otherwise. */
export function parseContentRange(header: string | null): ByteRange | null {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null
  if (!match) return null
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return start <= end && end < total ? { start, end, total } : null
}

/** The range a 206 answer holds, its file's size known; null for any other answer. */
export const rangeOf = (answer: Response): ByteRange | null =>
  answer.status === 206 ? parseContentRange(answer.headers.get('Content-Range')) : null

/** The 206 answer holding `range`, of `body` (its bytes, or a stream of them). */
export function partialContent(
  body: BodyInit | null,
  { start, end, total }: ByteRange,
  contentType: string,
): Response {
  return new Response(body, {
    status: 206,
    statusText: 'Partial Content',
    headers: {
      'Content-Type': contentType,
      'Content-Range': `bytes ${start}-${end}/${total}`,
      'Content-Length': String(end - start + 1),
      'Accept-Ranges': 'bytes',
    },
  })
}
