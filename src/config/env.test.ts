import { describe, expect, it } from 'vitest'
import { env, normalisePem } from './env'
import { rsaPublicKey } from './rsa-public-key'

const pem = '-----BEGIN PUBLIC KEY-----\nABC\n-----END PUBLIC KEY-----'

describe('env', () => {
  it('accepts a PEM with real newlines or with \\n escapes', () => {
    expect(normalisePem(pem)).toBe(pem)
    expect(normalisePem(pem.replace(/\n/g, '\\n'))).toBe(pem)
    expect(normalisePem(`\n${pem}\n`)).toBe(pem)
  })

  it('reads the documented defaults of .env.example', () => {
    expect(env.apiUrl).toBe('')
    expect(env.appSubdomainPrefix).toBe('app.')
    expect(env.amplitudeKey).toBe('')
    expect(rsaPublicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----$/)
    expect(env.pointsUsdRate).toBeGreaterThan(0)
  })
})
