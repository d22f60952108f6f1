// The upload store behind POST /upload and PUT /user-avatar, and the server's /media/uploads/*.
import { afterEach, describe, expect, it } from 'vitest'
import { onUploadSaved, saveUpload } from './uploads'

afterEach(() => onUploadSaved(null))

describe('uploads', () => {
  it('hands each file to the listener under a new root-relative URL', () => {
    const saved: [string, Uint8Array][] = []
    onUploadSaved((name, bytes) => saved.push([name, bytes]))
    const bytes = new Uint8Array([1, 2, 3])
    const first = saveUpload(bytes, 'mp4')
    const second = saveUpload(bytes, 'mp4')
    expect(first).toMatch(/^\/media\/uploads\/[\w-]+\.mp4$/)
    expect(second).not.toBe(first)
    expect(saved).toEqual([
      [first.split('/').pop(), bytes],
      [second.split('/').pop(), bytes],
    ])
  })

  it('keeps odd extensions out of the name', () => {
    expect(saveUpload(new Uint8Array(1), '../p n/g')).toMatch(/\/[\w-]+\.png$/)
    expect(saveUpload(new Uint8Array(1), '')).toMatch(/\.bin$/)
  })
})
