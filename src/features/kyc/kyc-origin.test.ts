// The KYC page's origin check against the frame sources the policy composes: a default build
// (the provider's own origins), an override, and the demo build's local ports.
import { describe, expect, it } from 'vitest'
import { frameSources } from '../../config/content-security-policy'
import { checkKycOrigin } from './kyc-origin'

const productionDefault = frameSources({ kycOrigin: '', localFrames: false })
const overridden = frameSources({ kycOrigin: 'https://kyc.example.com', localFrames: false })
const demo = frameSources({ kycOrigin: '', localFrames: true })

describe('checkKycOrigin', () => {
  it("allows the provider's origins in a default build, whatever the URL's path", () => {
    expect(checkKycOrigin('https://in.sumsub.com', productionDefault)).toEqual({
      allowed: true,
      origin: 'https://in.sumsub.com',
    })
    expect(checkKycOrigin('https://api.sumsub.com/', productionDefault)).toEqual({
      allowed: true,
      origin: 'https://api.sumsub.com',
    })
  })

  it('refuses any other origin, scheme or port than the policy names', () => {
    for (const url of [
      'https://kyc.example.com',
      'http://in.sumsub.com',
      'https://in.sumsub.com:8443',
      'https://evil.in.sumsub.com',
      'http://localhost:4174',
    ]) {
      expect(checkKycOrigin(url, productionDefault)).toEqual({
        allowed: false,
        origin: new URL(url).origin,
      })
    }
  })

  it("allows only VITE_KYC_ORIGIN's origin when it is set", () => {
    expect(checkKycOrigin('https://kyc.example.com', overridden).allowed).toBe(true)
    expect(checkKycOrigin('https://in.sumsub.com', overridden).allowed).toBe(false)
  })

  it("allows any port of the demo build's local hosts, and the provider's origins", () => {
    expect(checkKycOrigin('http://127.0.0.1:4174', demo)).toEqual({
      allowed: true,
      origin: 'http://127.0.0.1:4174',
    })
    expect(checkKycOrigin('http://localhost:3001', demo).allowed).toBe(true)
    expect(checkKycOrigin('https://in.sumsub.com', demo).allowed).toBe(true)
    expect(checkKycOrigin('http://192.168.1.2:4174', demo).allowed).toBe(false)
    expect(checkKycOrigin('https://localhost:4174', demo).allowed).toBe(false)
  })

  it('counts an empty or malformed kycServiceUrl as a mismatch with no origin', () => {
    for (const url of ['', '   ', 'in.sumsub.com', 'javascript:alert(1)']) {
      expect(checkKycOrigin(url, demo)).toEqual({ allowed: false, origin: null })
    }
  })
})
