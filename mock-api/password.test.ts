// Password encryption: the mock reads PKCS#1 v1.5 ciphertext of the demo key only.
import { describe, expect, it } from 'vitest'
import { decryptPassword } from './password'
import { encrypt } from './test-support/api-call'

describe('decryptPassword', () => {
  it('recovers the plain text, including non-ASCII characters', () => {
    expect(decryptPassword(encrypt('Demo-pass-2026'))).toBe('Demo-pass-2026')
    expect(decryptPassword(encrypt('Pässwört-✓'))).toBe('Pässwört-✓')
  })

  it('answers null for plain text and for damaged ciphertext', () => {
    expect(decryptPassword('Demo-pass-2026')).toBeNull()
    expect(decryptPassword('')).toBeNull()
    expect(decryptPassword(encrypt('Demo-pass-2026').slice(4))).toBeNull()
  })
})
