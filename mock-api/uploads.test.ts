// The upload store behind #25/#26 and the server's /media/uploads/*.
import { afterEach, describe, expect, it } from 'vitest'
import { onUploadSaved, readUpload, saveUpload } from './uploads'

afterEach(() => onUploadSaved(null))

describe('uploads', () => {
  it('keeps the bytes and type under a new root-relative URL', () => {
    const bytes = new Uint8Array([1, 2, 3])
    const first = saveUpload(bytes, 'video/mp4', 'mp4')
    const second = saveUpload(bytes, 'video/mp4', 'mp4')
    expect(first).toMatch(/^\/media\/uploads\/[\w-]+\.mp4$/)
    expect(second).not.toBe(first)
    expect(readUpload(first.split('/').pop()!)).toEqual({ bytes, contentType: 'video/mp4' })
    expect(readUpload('missing.mp4')).toBeUndefined()
  })

  it('keeps odd extensions out of the name', () => {
    expect(saveUpload(new Uint8Array(1), 'image/png', '../p n/g')).toMatch(/\/[\w-]+\.png$/)
    expect(saveUpload(new Uint8Array(1), 'video/mp4', '')).toMatch(/\.bin$/)
  })

  it('tells a listener about each saved file (the server writes it to disk)', () => {
    const saved: string[] = []
    onUploadSaved((name) => saved.push(name))
    const url = saveUpload(new Uint8Array(1), 'image/png', 'png')
    expect(saved).toEqual([url.split('/').pop()])
  })
})
