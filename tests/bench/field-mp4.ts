// Where a clip's bytes are, to tell how many a viewer watched: with `+faststart` the header
// (ftyp, moov) comes first and the media data (mdat) after it, in playing order, at a steady
// rate (the clips are rate-controlled), so watching t of its s seconds takes the header and
// about t/s of the media data.
import { readFileSync } from 'node:fs'
import path from 'node:path'

export interface Mp4Layout {
  headerBytes: number
  mediaBytes: number
}

const layouts = new Map<string, Mp4Layout>()

/** The top-level boxes of an MP4 file: bytes before its mdat and the mdat's size. */
export function mp4Layout(file: string): Mp4Layout {
  const known = layouts.get(file)
  if (known) return known
  const bytes = readFileSync(file)
  let offset = 0
  while (offset + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8))
    if (size === 0) size = bytes.length - offset
    if (type === 'mdat') {
      const layout = { headerBytes: offset, mediaBytes: size }
      layouts.set(file, layout)
      return layout
    }
    offset += size
  }
  throw new Error(`${path.basename(file)} has no media data`)
}

/** Bytes a viewer needed to watch `seconds` of the ladder file a media URL names. */
export function bytesWatched(dir: string, src: string, seconds: number, duration: number): number {
  const { pathname } = new URL(src, 'http://field.local')
  const [rendition, name] = pathname.split('/').slice(-2)
  if (!rendition || !name) return 0
  const { headerBytes, mediaBytes } = mp4Layout(path.join(dir, rendition, name))
  return headerBytes + mediaBytes * Math.min(1, seconds / duration)
}
