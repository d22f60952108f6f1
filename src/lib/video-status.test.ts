import { describe, expect, it } from 'vitest'
import { statusLabel } from './video-status'

describe('statusLabel', () => {
  it('reads Done, Error, and Processing for every other status', () => {
    expect(statusLabel('DONE')).toBe('Done')
    expect(statusLabel('ERROR')).toBe('Error')
    expect(statusLabel('PROCESSING')).toBe('Processing')
    expect(statusLabel('UPLOADED')).toBe('Processing')
    expect(statusLabel('CREATED')).toBe('Processing')
  })
})
