// The service worker's side of video pacing (the rule: video-pacing-protocol.ts). A video's range
// request is answered by the worker, with a piece of what was asked for: up to what the video may
// have now, asked of the network as a bounded range. A request for bytes beyond that waits until
// the page's word, or the playhead's progress since, lets the video have a step more. Chromium
// asks for the rest by itself once a piece ends. Each piece's speed, when no other piece shared
// the link with it, goes to the page (the running bandwidth estimate, media-bandwidth.ts): as the
// network timed it (Resource Timing, its first byte to its last), or else as the worker read it,
// the bytes after its first read over the time to its last (what arrived before the first read is
// in it, so a busy moment does not make the link look faster; a late last read still makes it look
// slower, which is why the network's own timing comes first). A piece the link fails, before its
// answer or midway, is asked for again while its element waits (video-piece-resume.ts).
//
// Seconds become bytes by the file's header, read from its first piece (mp4-head.ts): its sample
// tables tell how far into the file each second of audio and video reaches. Every piece ends with
// a block of Chromium's media cache (MEDIA_BLOCK_BYTES), so all it brings can be played. A file
// whose header does not fit in the first piece (not `+faststart`, or very long) is not paced. A
// first request the worker cannot answer in pieces (no 206, another origin that refuses CORS or
// does not expose Content-Range) makes that origin's videos go to the network untouched from then
// on: a browser rejects a video whose answers mix the worker's and the network's.
import { parseRange, partialContent, rangeOf, type ByteRange } from './byte-ranges'
import { keptStarts } from './video-kept-starts'
import { readMp4Head, type Mp4Head } from './mp4-head'
import {
  allowedSeconds,
  blockEnd,
  leadFor,
  MEDIA_BLOCK_BYTES,
  playheadAt,
  STEP_S,
  type PaceMessage,
  UNTIMED_LEAD_S,
} from './video-pacing-protocol'
import { fetchAgain, resumingBody, type ResumeDeps } from './video-piece-resume'

/** The first piece of a video: its header (about 23 kB for a 20-s clip) and its first frames, three
 * whole blocks of the media cache. */
export const FIRST_PIECE_BYTES = 3 * MEDIA_BLOCK_BYTES
/** The most one piece asks for, when nothing else bounds it (about 2 MB). */
const MAX_PIECE_BYTES = 61 * MEDIA_BLOCK_BYTES
/** A playing video the page has said nothing of for this long has left the screen or paused. */
const STALE_MS = 2_500
/**
 * A video on screen with this many seconds in hand spares the link for the next one's piece, even
 * short of its lead. On slow 4G a 540p video's pieces follow each other, each a round trip and
 * more, and it had about 1.05 s in hand at most, less than its lead: the next video waited the
 * whole 4 s for its first piece and started from nothing on the swipe.
 */
export const IN_HAND_S = 1
/** How often a held start looks again whether the video on screen still is short. */
const SHORT_CHECK_MS = 100
/** How much one piece moves the smoothed figures of the link. */
const LINK_WEIGHT = 0.3
/**
 * A piece whose bytes have stood still this long is not on the link: its element stopped reading
 * it. Chromium tells the worker nothing of a video left behind whose last piece was under way (its
 * body is neither read to the end nor cancelled, its request not aborted), and such a piece,
 * counted as sharing the link until it ended, kept every piece after it from being a sample.
 */
export const TRANSFER_IDLE_MS = 2_000
/** A video that has not played fetches its start in pieces of this many seconds of media... */
const NEXT_PIECE_S = 0.5
/** ...and no smaller than this. */
const MIN_PIECE_BYTES = MEDIA_BLOCK_BYTES
/** A video the page says nothing of is held this long at most, then no longer held back. */
export const SILENT_MS = 3_000
/** A request held this long goes ahead anyway (its video was left, or the page fell asleep). */
const HOLD_MAX_MS = 60_000
/** A start fetched ahead of its element is kept this long for it, then let go. */
export const AHEAD_KEEP_MS = 10_000

interface Video {
  /** The file's size, from the first answer. */
  total: number | null
  head: Mp4Head | null
  pace: PaceMessage | null
  /** When `pace` came, ms. */
  pacedAt: number
  /** Not held back: its header could not be read, or the page said nothing in time. */
  unpaced: boolean
  /** The most it was allowed or fetched so far: an allowance never shrinks (a looped video starts
   * over). */
  granted: number
  /** The end (exclusive) of what it has asked the network for so far. */
  fetched: number
  /** The end (exclusive) of what has come of that so far. */
  arrived: number
  /** Requests waiting for more to be allowed. */
  waiting: Set<() => void>
}

interface Piece extends ByteRange {
  url: string
}

export interface PacingDeps {
  now: () => number
  /** The network's answer to `bytes=start-end` of `url`, dropped when `signal` aborts. */
  fetchRange: (url: string, start: number, end: number, signal?: AbortSignal) => Promise<Response>
  /** The element's own request, untouched. */
  fetchNative: (request: Request) => Promise<Response>
  onSample: (sample: Sample) => void
  /** The network's own timing of the answer to `url` asked at `sentAt` (Resource Timing), once
   * complete; null when it has none (another origin without Timing-Allow-Origin). */
  networkTiming?: (url: string, sentAt: number) => Promise<Sample | null>
}

export interface Sample {
  bytes: number
  seconds: number
}

export function createVideoPacer(deps: PacingDeps) {
  const videos = new Map<string, Video>()
  /** The network as asking again for a piece of `url` needs it. */
  const resumeDeps = (url: string): ResumeDeps => ({
    now: deps.now,
    fetchRange: (start, end, signal) => deps.fetchRange(url, start, end, signal),
  })
  /** The link as the pieces saw it, smoothed: a request's wait for its answer, s, and the bytes
   * per second of its body; null before a piece told. */
  let firstByteS: number | null = null
  /** The pieces arriving now, with when their bytes last moved. One that shared the link with
   * another is no sample of its speed. */
  const transfers = new Map<{ shared: boolean }, number>()
  let bytesPerS: number | null = null
  const smooth = (average: number | null, sample: number) =>
    average === null ? sample : average + LINK_WEIGHT * (sample - average)
  /** How long one step's piece of `video` takes on this link, s; null before the link is known. */
  const stepTime = ({ head, total }: Video) =>
    head && total !== null && firstByteS !== null && bytesPerS !== null
      ? firstByteS + (STEP_S * total) / head.duration / bytesPerS
      : null
  /** The lead `video` may have while it plays (leadFor). */
  const leadOf = (video: Video) => {
    const stepS = stepTime(video)
    return stepS === null ? UNTIMED_LEAD_S : leadFor(stepS)
  }
  /** Origins whose videos go to the network untouched. */
  const nativeOrigins = new Set<string>()
  /** Origins that have answered a piece: a failure there is the link's, not their CORS. */
  const piecedOrigins = new Set<string>()
  /** The last few videos' first pieces, for an element that let part of its start go. */
  const starts = keptStarts()
  /** First pieces fetched before their element asked (`fetchAhead`), by address. */
  const ahead = new Map<string, Promise<Response | null>>()
  /** The first piece of `url` fetched ahead, if any, taken: its element asks for it once only. */
  const takeAhead = (url: string) => {
    const piece = ahead.get(url)
    ahead.delete(url)
    return piece
  }
  const letGoOf = (piece: Promise<Response | null> | undefined) =>
    void piece?.then((answer) => answer?.body?.cancel())

  const videoOf = (url: string): Video => {
    let video = videos.get(url)
    if (!video) {
      video = {
        total: null,
        head: null,
        pace: null,
        pacedAt: 0,
        unpaced: false,
        granted: 0,
        fetched: 0,
        arrived: 0,
        waiting: new Set(),
      }
      videos.set(url, video)
    }
    return video
  }

  const wake = (video: Video) => {
    for (const check of [...video.waiting]) check()
  }
  /** A piece of one video arrived: another's may go now (the next one's start, held for it). */
  const wakeAll = () => videos.forEach(wake)

  /** The media seconds it may have now; null before its head is known. */
  const secondsOf = (video: Video): number | null =>
    video.head
      ? allowedSeconds(video.pace, (deps.now() - video.pacedAt) / 1000, leadOf(video))
      : null

  /** The end (exclusive) of what `video` may have now: where the media cache block its seconds
   * reach into ends. */
  const limitOf = (video: Video): number => {
    const { head, total } = video
    const seconds = secondsOf(video)
    if (video.unpaced) return Infinity
    if (!head || total === null || seconds === null) return FIRST_PIECE_BYTES
    const limit =
      seconds >= head.duration ? total : Math.min(total, blockEnd(head.bytesToPlay(seconds)))
    // What it was given once it may have again at once: its element asks for bytes it had only
    // when it let them go (left and come back, sought back, evicted), and it needs them now.
    video.granted = Math.max(video.granted, limit, Math.min(video.fetched, total))
    return video.granted
  }

  /**
   * Whether a request from `start` may go now; if not, and it plays, in how many ms it may. A
   * playing video asks for a step at a time: once what it has falls STEP_S short of what it may
   * have. Any other asks for what is left of its allowance.
   */
  const readiness = (
    video: Video,
    start: number,
  ): { go: boolean; inMs: number | null; forOther?: boolean } => {
    const limit = limitOf(video)
    const { head, total, pace } = video
    const seconds = secondsOf(video)
    // One that has not played waits while the one on screen is short of its lead.
    if (!pace?.playing && !pace?.played && [...videos.values()].some(isShort)) {
      return { go: false, inMs: SHORT_CHECK_MS, forOther: true }
    }
    // Bytes it asked for before: it let them go and needs them again (limitOf).
    if (start < video.fetched) return { go: true, inMs: null }
    if (pace?.playing && head && total !== null && seconds !== null && limit < total) {
      const short = seconds - head.playableWith(start)
      return short >= STEP_S
        ? { go: true, inMs: null }
        : { go: false, inMs: (STEP_S - short) * 1000 }
    }
    return { go: start < limit, inMs: null }
  }

  /** The most one piece of `video` asks for: one that has not played takes its start in small
   * pieces (whole blocks), so that a piece of the video on screen never waits long behind one of
   * them. */
  const pieceMax = ({ head, total, pace, unpaced }: Video) =>
    head && total !== null && !unpaced && !pace?.playing && !pace?.played
      ? Math.max(MIN_PIECE_BYTES, blockEnd((NEXT_PIECE_S * total) / head.duration))
      : MAX_PIECE_BYTES

  /** A video playing now (the page spoke of it lately) that has in hand less than its lead less a
   * step, or than IN_HAND_S: what came counts, not what was asked for, so that its piece under
   * way has the link to itself. */
  function isShort(video: Video): boolean {
    const { head, total, pace } = video
    const seconds = secondsOf(video)
    if (!pace?.playing || !head || total === null || seconds === null) return false
    if (deps.now() - video.pacedAt > STALE_MS) return false
    const playhead = playheadAt(pace, (deps.now() - video.pacedAt) / 1000)
    const needed = Math.min(seconds - STEP_S, playhead + IN_HAND_S)
    return video.arrived < Math.min(total, head.bytesToPlay(needed))
  }

  /** Resolves once `start` may be fetched. */
  const allowed = (video: Video, start: number, signal?: AbortSignal): Promise<void> =>
    new Promise((resolve) => {
      const began = deps.now()
      /** Since when the page has said nothing of it while nothing else held it: the page speaks
       * of a video once its first piece has come, so a wait for the one on screen is no silence. */
      let silentSince = began
      let timer: ReturnType<typeof setTimeout> | undefined
      const done = () => {
        clearTimeout(timer)
        video.waiting.delete(check)
        signal?.removeEventListener('abort', done)
        resolve()
      }
      function check() {
        clearTimeout(timer)
        const { go, inMs, forOther } = readiness(video, start)
        const now = deps.now()
        if (forOther) silentSince = now
        const waited = now - began
        if (go || waited >= HOLD_MAX_MS) return done()
        if (!video.pace && now - silentSince >= SILENT_MS) {
          video.unpaced = true
          return done()
        }
        // While it plays, its allowance grows by itself: look again when it may have a step.
        const limit = video.pace ? HOLD_MAX_MS - waited : SILENT_MS - (now - silentSince)
        timer = setTimeout(check, Math.max(10, Math.min(limit, inMs ?? limit)))
      }
      video.waiting.add(check)
      signal?.addEventListener('abort', done)
      check()
    })

  /** What the page says of a video. */
  function paced(message: PaceMessage): void {
    const video = videoOf(message.url)
    video.pace = message
    video.pacedAt = deps.now()
    wake(video)
  }

  /**
   * Fetches the first piece of `url` now, before its element asks for it: the first video of a
   * page, whose element is drawn only once start-up is over while the feed's answer named it
   * earlier. Its element's first request then takes it (it is kept AHEAD_KEEP_MS for that).
   */
  function fetchAhead(url: string): void {
    if (ahead.has(url) || nativeOrigins.has(new URL(url).origin)) return
    if ((videos.get(url)?.fetched ?? 0) > 0) return
    const piece = deps.fetchRange(url, 0, FIRST_PIECE_BYTES - 1).then(
      (answer) => {
        if (rangeOf(answer)) return answer
        void answer.body?.cancel()
        return null
      },
      () => null,
    )
    ahead.set(url, piece)
    setTimeout(() => {
      if (ahead.get(url) === piece) letGoOf(takeAhead(url))
    }, AHEAD_KEEP_MS)
  }

  /** Whether this request is one the worker answers in pieces. */
  function handles(request: Request): boolean {
    if (request.destination !== 'video' || request.method !== 'GET') return false
    if (nativeOrigins.has(new URL(request.url).origin)) return false
    return parseRange(request.headers.get('Range')) !== null
  }

  async function answer(request: Request): Promise<Response> {
    const url = request.url
    const asked = parseRange(request.headers.get('Range'))!
    // Bytes of its first piece, which it had and let go: from what was kept, at once.
    const again = starts.answer(url, asked.start, asked.end)
    if (again) return again
    const video = videoOf(url)
    await allowed(video, asked.start, request.signal)
    // The element let go of it while it waited: nobody reads this answer.
    if (request.signal?.aborted) return new Response(null, { status: 504 })
    const limit = limitOf(video)
    const end = Math.min(
      asked.end ?? Infinity,
      Math.max(asked.start, limit - 1),
      asked.start + pieceMax(video) - 1,
      (video.total ?? Infinity) - 1,
    )
    const sentAt = deps.now()
    // Its first piece fetched ahead serves a request for it as the worker would have asked it.
    const early = asked.start === 0 ? takeAhead(url) : undefined
    const fetchedAhead = end === FIRST_PIECE_BYTES - 1 && early ? await early : null
    if (!fetchedAhead) letGoOf(early)
    // A start beyond the first piece with no head read (the piece that held it was cut short):
    // it cannot be paced.
    if (!video.head && asked.start >= FIRST_PIECE_BYTES) video.unpaced = true
    video.fetched = Math.max(video.fetched, end + 1)
    /** Never answered in pieces yet: the network answers this origin's videos from now on (once
     * it answers this one: offline, nothing is learnt). */
    const leaveToNetwork = async () => {
      const answer = await deps.fetchNative(request)
      nativeOrigins.add(new URL(url).origin)
      videos.delete(url)
      return answer
    }
    let network: Response
    /** The network failed it at first: its wait says nothing of the link's speed. */
    let askedAgain = false
    try {
      network = fetchedAhead ?? (await deps.fetchRange(url, asked.start, end, request.signal))
    } catch (error) {
      // Offline, or another origin that refuses CORS: an origin's first answer tells which.
      if (video.total === null && !piecedOrigins.has(new URL(url).origin)) return leaveToNetwork()
      // A link that dropped for a moment: asked again while the element waits (video-piece-resume.ts).
      network = await fetchAgain(resumeDeps(url), { start: asked.start, end }, error, {
        since: sentAt,
        signal: request.signal,
      })
      askedAgain = true
    }
    // A piece fetched ahead was asked for before this request: its wait says nothing of the link.
    if (!fetchedAhead && !askedAgain) firstByteS = smooth(firstByteS, (deps.now() - sentAt) / 1000)
    const range = rangeOf(network)
    const piece = range && { ...range, url }
    if (!piece) {
      await network.body?.cancel()
      if (video.total !== null) return new Response(null, { status: 502 })
      return leaveToNetwork()
    }
    video.total = piece.total
    piecedOrigins.add(new URL(url).origin)
    wake(video)
    for (const [other, movedAt] of transfers)
      if (deps.now() - movedAt >= TRANSFER_IDLE_MS) transfers.delete(other)
    // A video not playing may be read slowly (the element holds what it has): its piece's time
    // says nothing of the link, and it is no sample either.
    const transfer = {
      shared: transfers.size > 0 || !video.pace?.playing || !!fetchedAhead || askedAgain,
    }
    for (const other of transfers.keys()) other.shared = true
    transfers.set(transfer, deps.now())
    request.signal?.addEventListener('abort', () => transfers.delete(transfer))
    const type = network.headers.get('Content-Type') ?? 'video/mp4'
    const body = pieceBody(video, piece, network.body, { sentAt, transfer, type })
    return partialContent(body, piece, type)
  }

  /** The body as it comes: its speed told once it has all come, and the file's header read from
   * a first piece. */
  function pieceBody(
    video: Video,
    piece: Piece,
    body: ReadableStream<Uint8Array> | null,
    { sentAt, transfer, type }: { sentAt: number; transfer: { shared: boolean }; type: string },
  ) {
    if (!body) {
      transfers.delete(transfer)
      return null
    }
    let bytes = 0
    /** When the first read came and what it held: what arrived before it was read is in it. */
    let first: { at: number; bytes: number } | null = null
    let last = 0
    // A first piece is copied as it passes: its header is read from it, and once it has all come
    // it is kept (video-kept-starts.ts).
    const start = piece.start === 0 ? new Uint8Array(piece.end + 1) : null
    // `cancel` (the element let go mid-piece) is newer than TypeScript's lib knows of.
    const transformer: Transformer<Uint8Array, Uint8Array> & { cancel: () => void } = {
      transform(chunk, controller) {
        if (start) start.set(chunk.subarray(0, Math.max(0, start.length - bytes)), bytes)
        if (start && !video.head) {
          // Read as soon as it is all there, so a piece cut short still leaves it known.
          video.head = readMp4Head(start.subarray(0, bytes + chunk.byteLength))
          if (video.head) wake(video)
        }
        bytes += chunk.byteLength
        video.arrived = Math.max(video.arrived, piece.start + bytes)
        last = deps.now()
        if (transfers.has(transfer)) transfers.set(transfer, last)
        first ??= { at: last, bytes: chunk.byteLength }
        controller.enqueue(chunk)
      },
      cancel() {
        transfers.delete(transfer)
      },
      flush() {
        transfers.delete(transfer)
        wakeAll()
        if (start && bytes >= start.length) starts.keep(piece.url, start, piece.total, type)
        if (start && !video.head) {
          video.unpaced = true
          wake(video)
        }
        if (transfer.shared) return
        const read =
          first && last > first.at
            ? { bytes: bytes - first.bytes, seconds: (last - first.at) / 1000 }
            : null
        void (deps.networkTiming?.(piece.url, sentAt) ?? Promise.resolve(null))
          .catch(() => null)
          .then((timed) => {
            const sample = timed ?? read
            if (!sample) return
            bytesPerS = smooth(bytesPerS, sample.bytes / sample.seconds)
            deps.onSample(sample)
          })
      },
    }
    // Where the link drops mid-piece, the rest is asked for again; the piece is then no sample.
    const onResumed = () => {
      transfer.shared = true
    }
    return resumingBody(resumeDeps(piece.url), body, { ...piece, onResumed }).pipeThrough(
      new TransformStream(transformer),
    )
  }

  return { paced, handles, answer, fetchAhead }
}
