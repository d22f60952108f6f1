// A video's link: built on Home, read back to the same id, and dropped from the address once read.
import { afterEach, describe, expect, it } from 'vitest'
import { linkedVideoId, takeLinkedVideoId, videoLink, withoutVideoId } from './video-link'

const ORIGIN = 'https://shorts.example'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('videoLink', () => {
  it('is Home on the given origin with the id in the query', () => {
    expect(videoLink('v21', ORIGIN)).toBe('https://shorts.example/?v=v21')
  })

  it("is on the page's own origin by default", () => {
    expect(videoLink('v8')).toBe(`${window.location.origin}/?v=v8`)
  })

  it('reads back to the same id, whatever characters the id holds', () => {
    for (const id of ['v1', 'a b&c=d/é', '42#x?y']) {
      expect(linkedVideoId(videoLink(id, ORIGIN))).toBe(id)
    }
  })
})

describe('linkedVideoId', () => {
  it('is null on Home without an id, with an empty one, and on any other page', () => {
    expect(linkedVideoId(`${ORIGIN}/`)).toBeNull()
    expect(linkedVideoId(`${ORIGIN}/?v=`)).toBeNull()
    expect(linkedVideoId(`${ORIGIN}/?v=%20`)).toBeNull()
    expect(linkedVideoId(`${ORIGIN}/wallet?v=v1`)).toBeNull()
  })

  it('reads the id among other parameters', () => {
    expect(linkedVideoId(`${ORIGIN}/?utm_source=chat&v=v3`)).toBe('v3')
  })
})

describe('withoutVideoId', () => {
  it('keeps the rest of the address', () => {
    expect(withoutVideoId(`${ORIGIN}/?utm_source=chat&v=v3#top`)).toBe(
      `${ORIGIN}/?utm_source=chat#top`,
    )
    expect(withoutVideoId(`${ORIGIN}/?v=v3`)).toBe(`${ORIGIN}/`)
  })
})

describe('takeLinkedVideoId', () => {
  it('returns the id and replaces the address with one without it', () => {
    window.history.pushState(null, '', '/?v=v5')
    const entries = window.history.length
    expect(takeLinkedVideoId()).toBe('v5')
    expect(window.location.pathname + window.location.search).toBe('/')
    expect(window.history.length).toBe(entries)
  })

  it('leaves any other address as it is', () => {
    window.history.pushState(null, '', '/wallet?v=v5')
    expect(takeLinkedVideoId()).toBeNull()
    expect(window.location.pathname + window.location.search).toBe('/wallet?v=v5')
  })
})
