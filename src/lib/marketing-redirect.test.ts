import { describe, expect, it } from 'vitest'
import { marketingRedirectTarget } from './marketing-redirect'

const site = 'https://example.com'

describe('marketingRedirectTarget', () => {
  it('sends a host beginning with the app prefix to the marketing site', () => {
    expect(marketingRedirectTarget('app.example.com', 'app.', site)).toBe(site)
    expect(marketingRedirectTarget('APP.example.com', 'app.', site)).toBe(site)
  })

  it('leaves every other host alone', () => {
    expect(marketingRedirectTarget('example.com', 'app.', site)).toBeNull()
    expect(marketingRedirectTarget('myapp.example.com', 'app.', site)).toBeNull()
    expect(marketingRedirectTarget('localhost', 'app.', site)).toBeNull()
  })

  it('does nothing without a prefix or a target', () => {
    expect(marketingRedirectTarget('app.example.com', '', site)).toBeNull()
    expect(marketingRedirectTarget('app.example.com', 'app.', '')).toBeNull()
  })
})
