import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readMp4Head } from './mp4-head'

// A demo clip of the mock API: 4 s, H.264 and AAC, `+faststart` (its moov before its media).
const clip = new Uint8Array(readFileSync('mock-api/media/clip-1.mp4'))

/** The top-level boxes of `bytes`: [type, offset, size]. */
function topBoxes(bytes: Uint8Array): [string, number, number][] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const boxes: [string, number, number][] = []
  for (let offset = 0; offset + 8 <= bytes.length;) {
    const size = view.getUint32(offset)
    boxes.push([String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)), offset, size])
    offset += size
  }
  return boxes
}

describe('readMp4Head', () => {
  const boxes = topBoxes(clip)
  const moov = boxes.find(([type]) => type === 'moov')!
  const mdat = boxes.find(([type]) => type === 'mdat')!

  it('reads the duration and where each second ends, from the bytes up to the moov only', () => {
    const head = readMp4Head(clip.subarray(0, moov[1] + moov[2]))!
    expect(head.duration).toBeCloseTo(4, 1)
    // Playing from the start needs the first sample's bytes, which come after the header.
    expect(head.bytesToPlay(0)).toBeGreaterThan(mdat[1])
    // Each later second needs more, never less, and never past the file.
    const ends = [0, 1, 2, 3, 3.9].map((seconds) => head.bytesToPlay(seconds))
    expect([...ends].sort((a, b) => a - b)).toEqual(ends)
    expect(new Set(ends).size).toBe(ends.length)
    expect(ends.at(-1)).toBeLessThanOrEqual(clip.length)
  })

  it('tells how far a number of bytes plays, the inverse of bytesToPlay', () => {
    const head = readMp4Head(clip)!
    for (const seconds of [0.5, 1.5, 2.5]) {
      const bytes = head.bytesToPlay(seconds)
      expect(head.playableWith(bytes)).toBeGreaterThan(seconds)
      expect(head.playableWith(bytes - 1)).toBeLessThanOrEqual(seconds)
    }
    expect(head.playableWith(clip.length)).toBeCloseTo(head.duration, 1)
  })

  it('has no head while the moov is not all there', () => {
    expect(readMp4Head(clip.subarray(0, moov[1] + moov[2] - 1))).toBeNull()
    expect(readMp4Head(clip.subarray(0, 100))).toBeNull()
  })

  it('has no head for a file whose media come before its moov', () => {
    const ftyp = clip.subarray(0, boxes[0]![2])
    const media = clip.subarray(mdat[1], mdat[1] + 64)
    // The media's box, cut to 64 bytes, then the moov: as a file without `+faststart` begins.
    const trailing = new Uint8Array([
      ...ftyp,
      ...media,
      ...clip.subarray(moov[1], moov[1] + moov[2]),
    ])
    new DataView(trailing.buffer).setUint32(ftyp.length, 64)
    expect(readMp4Head(trailing)).toBeNull()
  })
})
