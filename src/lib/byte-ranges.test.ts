import { describe, expect, it } from 'vitest'
import { parseContentRange, parseRange, rangeOf } from './byte-ranges'

describe('the ranges a media element asks for', () => {
  it.each([
    ['bytes=0-', { start: 0, end: null }],
    ['bytes=100-199', { start: 100, end: 199 }],
    ['bytes=-500', null],
    ['bytes=5-1', null],
    ['bytes=0-1,5-9', null],
    [null, null],
  ])('%s', (header, range) => {
    expect(parseRange(header)).toEqual(range)
  })

  it('reads a Content-Range with a known size only', () => {
    expect(parseContentRange('bytes 0-9/100')).toEqual({ start: 0, end: 9, total: 100 })
    expect(parseContentRange('bytes 0-9/*')).toBeNull()
    expect(parseContentRange('bytes 0-100/100')).toBeNull()
  })
})

describe("the range a network's answer holds", () => {
  const answer = (status: number, contentRange?: string) =>
    new Response(status === 206 || status === 200 ? 'x' : null, {
      status,
      headers: contentRange ? { 'Content-Range': contentRange } : {},
    })

  it('is read from a 206 only', () => {
    expect(rangeOf(answer(206, 'bytes 5-9/100'))).toEqual({ start: 5, end: 9, total: 100 })
    expect(rangeOf(answer(200, 'bytes 5-9/100'))).toBeNull()
    expect(rangeOf(answer(206))).toBeNull()
  })
})
