// What the first bytes of an MP4 file say of it, for video pacing (video-pacing-worker.ts): how
// long it plays, and how far into the file a player must have read to play up to a given second.
// Audio and video are interleaved in chunks, so that is not a straight line from the start of the
// media data: it is the furthest end of any sample (of any track) that starts by then, read from
// each track's sample tables (stts: durations, stsz: sizes, stsc and stco/co64: where the chunks
// of samples are). A file made with `+faststart` has its moov before its media; a file with its
// moov after them, or one too long to fit in the bytes given, has no head here.

export interface Mp4Head {
  /** Seconds. */
  duration: number
  /** The end (exclusive) of the bytes needed to play up to `seconds`. */
  bytesToPlay: (seconds: number) => number
  /** How far, s, the first `bytes` of the file play (the start of the first sample they lack). */
  playableWith: (bytes: number) => number
}

interface Box {
  type: string
  /** Where its contents start and end. */
  body: number
  end: number
}

const typeAt = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(...bytes.subarray(offset + 4, offset + 8))

/** The boxes in [from, to), each whole within `bytes`; null when one is cut off or malformed. */
function boxesIn(bytes: Uint8Array, view: DataView, from: number, to: number): Box[] | null {
  const boxes: Box[] = []
  for (let offset = from; offset + 8 <= to;) {
    let size = view.getUint32(offset)
    let header = 8
    if (size === 1) {
      if (offset + 16 > bytes.length) return null
      size = Number(view.getBigUint64(offset + 8))
      header = 16
    }
    if (size < header || offset + size > to) return null
    boxes.push({ type: typeAt(bytes, offset), body: offset + header, end: offset + size })
    offset += size
  }
  return boxes
}

const child = (boxes: Box[] | null, type: string) => boxes?.find((box) => box.type === type)

/** One track's samples: when each starts (s) and where its bytes end. */
function trackSamples(bytes: Uint8Array, view: DataView, trak: Box) {
  const inside = (box: Box | undefined) => (box ? boxesIn(bytes, view, box.body, box.end) : null)
  const mdia = child(inside(trak), 'mdia')
  const mdhd = child(inside(mdia), 'mdhd')
  const stbl = child(inside(child(inside(mdia), 'minf')), 'stbl')
  const tables = inside(stbl)
  const [stts, stsc, stsz] = ['stts', 'stsc', 'stsz'].map((type) => child(tables, type))
  const stco = child(tables, 'stco') ?? child(tables, 'co64')
  if (!mdhd || !stts || !stsc || !stsz || !stco) return null
  const timescale = view.getUint32(mdhd.body + (bytes[mdhd.body] === 1 ? 20 : 12))
  if (!(timescale > 0)) return null

  const fixedSize = view.getUint32(stsz.body + 4)
  const count = view.getUint32(stsz.body + 8)
  const sizeOf = (sample: number) => fixedSize || view.getUint32(stsz.body + 12 + 4 * sample)
  const chunkCount = view.getUint32(stco.body + 4)
  const wide = stco.type === 'co64'
  const chunkOffset = (chunk: number) =>
    wide
      ? Number(view.getBigUint64(stco.body + 8 + 8 * chunk))
      : view.getUint32(stco.body + 8 + 4 * chunk)

  const starts: number[] = []
  const ends: number[] = []
  // Times: runs of samples with one duration each.
  let time = 0
  const runs = view.getUint32(stts.body + 4)
  for (let run = 0; run < runs; run += 1) {
    const samples = view.getUint32(stts.body + 8 + 8 * run)
    const delta = view.getUint32(stts.body + 12 + 8 * run)
    for (let n = 0; n < samples && starts.length < count; n += 1) {
      starts.push(time / timescale)
      time += delta
    }
  }
  // Places: chunk by chunk, with the samples per chunk of the stsc entry it falls under.
  const entries = view.getUint32(stsc.body + 4)
  let sample = 0
  for (let entry = 0; entry < entries; entry += 1) {
    const firstChunk = view.getUint32(stsc.body + 8 + 12 * entry) - 1
    const nextFirst =
      entry + 1 < entries ? view.getUint32(stsc.body + 8 + 12 * (entry + 1)) - 1 : chunkCount
    const perChunk = view.getUint32(stsc.body + 12 + 12 * entry)
    for (let chunk = firstChunk; chunk < nextFirst; chunk += 1) {
      let offset = chunkOffset(chunk)
      for (let n = 0; n < perChunk && sample < count; n += 1, sample += 1) {
        offset += sizeOf(sample)
        ends.push(offset)
      }
    }
  }
  return starts.length === ends.length ? { starts, ends } : null
}

/** The head of a file whose first bytes are `bytes`; null when they do not hold it. */
export function readMp4Head(bytes: Uint8Array): Mp4Head | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let moov: Box | undefined
  // The top-level boxes up to the moov; those after it (the media) need not be here.
  for (let offset = 0; !moov && offset + 8 <= bytes.length;) {
    const size = view.getUint32(offset)
    const type = typeAt(bytes, offset)
    if (type === 'mdat' || size < 8) return null
    if (type === 'moov') moov = { type, body: offset + 8, end: offset + size }
    offset += size
  }
  if (!moov || moov.end > bytes.length) return null
  const inMoov = boxesIn(bytes, view, moov.body, moov.end)
  const samples: { start: number; end: number }[] = []
  try {
    for (const trak of inMoov?.filter((box) => box.type === 'trak') ?? []) {
      const track = trackSamples(bytes, view, trak)
      if (!track) return null
      track.starts.forEach((start, n) => samples.push({ start, end: track.ends[n]! }))
    }
  } catch {
    // A table that runs past its box (DataView's RangeError): not a head to go by.
    return null
  }
  if (samples.length === 0) return null
  samples.sort((a, b) => a.start - b.start)
  const times = samples.map((sample) => sample.start)
  const reach: number[] = []
  for (const [n, sample] of samples.entries()) reach.push(Math.max(reach[n - 1] ?? 0, sample.end))
  const mvhd = child(inMoov, 'mvhd')
  if (!mvhd) return null
  // Version 1 has 64-bit times before its timescale and duration; version 0, 32-bit ones.
  const wide = bytes[mvhd.body] === 1
  const scale = view.getUint32(mvhd.body + (wide ? 20 : 12))
  const units = wide ? Number(view.getBigUint64(mvhd.body + 24)) : view.getUint32(mvhd.body + 16)
  if (!(scale > 0 && units > 0)) return null
  const duration = units / scale
  return {
    duration,
    bytesToPlay(seconds) {
      // The last sample that starts by `seconds`, by binary search.
      let low = 0
      let high = times.length - 1
      if (times[0]! > seconds) return reach[0]!
      while (low < high) {
        const middle = Math.ceil((low + high) / 2)
        if (times[middle]! <= seconds) low = middle
        else high = middle - 1
      }
      return reach[low]!
    },
    playableWith(bytes) {
      // The first sample whose bytes reach past `bytes`, by binary search.
      let low = 0
      let high = reach.length
      while (low < high) {
        const middle = Math.floor((low + high) / 2)
        if (reach[middle]! <= bytes) low = middle + 1
        else high = middle
      }
      return low < times.length ? times[low]! : duration
    },
  }
}
