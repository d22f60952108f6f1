import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, type PolicySources } from './content-security-policy'

const production: PolicySources = {
  apiUrl: 'https://api.example.com/',
  kycOrigin: 'https://kyc.example.com',
  analytics: true,
  localFrames: false,
  styleHashes: ["'sha256-abc='"],
}

/** directive → its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive): [string, string[]] => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it("allows the app's origin, the API's, the identity-check provider's and the analytics host", () => {
    expect(directives(contentSecurityPolicy(production, 'meta'))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'sha256-abc='"],
      'img-src': ["'self'", 'data:', 'https://api.example.com'],
      'media-src': ["'self'", 'blob:', 'https://api.example.com'],
      'connect-src': ["'self'", 'https://api.example.com', 'https://api.amplitude.com'],
      'frame-src': ['https://kyc.example.com'],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    })
  })

  it('adds frame-ancestors to the header form only: a meta tag cannot carry it', () => {
    const meta = contentSecurityPolicy(production, 'meta')
    expect(contentSecurityPolicy(production, 'header')).toBe(`${meta}; frame-ancestors 'none'`)
    expect(meta).not.toContain('frame-ancestors')
  })

  it('names nothing beyond the app and the provider when the API is on its origin and analytics is off', () => {
    const policy = directives(
      contentSecurityPolicy({ ...production, apiUrl: '', kycOrigin: '', analytics: false }, 'meta'),
    )
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['img-src']).toEqual(["'self'", 'data:'])
    expect(policy['media-src']).toEqual(["'self'", 'blob:'])
    expect(policy['frame-src']).toEqual(['https://in.sumsub.com', 'https://api.sumsub.com'])
  })

  it("frames the identity-check provider's own origins when VITE_KYC_ORIGIN is empty", () => {
    const policy = directives(contentSecurityPolicy({ ...production, kycOrigin: '' }, 'meta'))
    expect(policy['frame-src']).toEqual(['https://in.sumsub.com', 'https://api.sumsub.com'])
  })

  it("replaces the provider's origins with VITE_KYC_ORIGIN's, as an origin", () => {
    const policy = directives(
      contentSecurityPolicy({ ...production, kycOrigin: 'https://kyc.example.com/path/' }, 'meta'),
    )
    expect(policy['frame-src']).toEqual(['https://kyc.example.com'])
  })

  it('lets the demo build frame the widget stand-in on any local port as well', () => {
    const policy = directives(
      contentSecurityPolicy({ ...production, kycOrigin: '', localFrames: true }, 'meta'),
    )
    expect(policy['frame-src']).toEqual([
      'https://in.sumsub.com',
      'https://api.sumsub.com',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ])
  })

  it('allows no inline or evaluated code in any build or form', () => {
    for (const localFrames of [false, true]) {
      for (const form of ['meta', 'header'] as const) {
        expect(contentSecurityPolicy({ ...production, localFrames }, form)).not.toMatch(/unsafe/)
      }
    }
  })

  it('stops the build on an origin that is not an absolute URL', () => {
    expect(() =>
      contentSecurityPolicy({ ...production, kycOrigin: 'kyc.example.com' }, 'meta'),
    ).toThrow(/VITE_KYC_ORIGIN must be an absolute URL/)
  })
})
