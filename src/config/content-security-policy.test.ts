import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  mediaSources,
  sourceAllows,
  type PolicySources,
} from './content-security-policy'

const production: PolicySources = {
  apiUrl: 'https://api.example.com/',
  mediaOrigins: '',
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

  it('stops the build on an origin that is not an absolute http(s) URL', () => {
    expect(() =>
      contentSecurityPolicy({ ...production, kycOrigin: 'kyc.example.com' }, 'meta'),
    ).toThrow(/VITE_KYC_ORIGIN must be an absolute URL/)
    // A host and port without a scheme parses as a URL of scheme "localhost:", origin "null".
    expect(() =>
      contentSecurityPolicy({ ...production, apiUrl: 'localhost:8080' }, 'meta'),
    ).toThrow(
      'VITE_API_URL must be an absolute URL such as https://example.com, not "localhost:8080"',
    )
  })
})

describe('VITE_MEDIA_ORIGINS in the policy', () => {
  const withMedia = (mediaOrigins: string) =>
    directives(contentSecurityPolicy({ ...production, mediaOrigins }, 'meta'))

  it('lets images and videos, and the worker that keeps images, come from each media origin', () => {
    const policy = withMedia(' https://cdn.example.com/ , https://video.example.net:8443,')
    const cdns = ['https://cdn.example.com', 'https://video.example.net:8443']
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://api.example.com', ...cdns])
    expect(policy['media-src']).toEqual(["'self'", 'blob:', 'https://api.example.com', ...cdns])
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      ...cdns,
      'https://api.amplitude.com',
    ])
    // Nothing else opens to them: no script, style or frame.
    const without = withMedia('')
    for (const name of Object.keys(without)) {
      if (!['img-src', 'media-src', 'connect-src'].includes(name)) {
        expect(policy[name]).toEqual(without[name])
      }
    }
  })

  it("names each origin once, the API's included", () => {
    expect(
      withMedia('https://api.example.com,https://CDN.example.com,https://cdn.example.com/')[
        'img-src'
      ],
    ).toEqual(["'self'", 'data:', 'https://api.example.com', 'https://cdn.example.com'])
  })

  it('keeps any port of a host as CSP writes it', () => {
    expect(withMedia('http://localhost:*')['media-src']).toEqual([
      "'self'",
      'blob:',
      'https://api.example.com',
      'http://localhost:*',
    ])
  })

  it.each([
    'cdn.example.com',
    'localhost:8080',
    'ftp://cdn.example.com',
    'https://cdn.example.com/media/',
    'https://cdn.example.com/?',
    'https://user@cdn.example.com',
    'https://*.example.com',
    '*',
    "'self'",
    'https://cdn.example.com https://other.example.com',
  ])('stops the build on %j, saying what it wants', (entry) => {
    expect(() => mediaSources(`https://ok.example.com,${entry}`)).toThrow(
      `VITE_MEDIA_ORIGINS must list origins such as https://cdn.example.com, separated by commas (http://localhost:* for any port), not "${entry}"`,
    )
  })
})

describe('sourceAllows', () => {
  const url = (value: string) => new URL(value)

  it('matches an origin exactly: scheme, host and port', () => {
    expect(sourceAllows('https://cdn.example.com', url('https://cdn.example.com/a.jpg'))).toBe(true)
    for (const other of [
      'http://cdn.example.com/a.jpg',
      'https://cdn.example.com:8443/a.jpg',
      'https://img.cdn.example.com/a.jpg',
    ]) {
      expect(sourceAllows('https://cdn.example.com', url(other))).toBe(false)
    }
  })

  it('matches any port of the host with :*, as the policy does', () => {
    expect(sourceAllows('http://localhost:*', url('http://localhost:4175/m.jpg'))).toBe(true)
    expect(sourceAllows('http://localhost:*', url('http://localhost/m.jpg'))).toBe(true)
    expect(sourceAllows('http://localhost:*', url('http://127.0.0.1:4175/m.jpg'))).toBe(false)
    expect(sourceAllows('http://localhost:*', url('https://localhost:4175/m.jpg'))).toBe(false)
  })
})
