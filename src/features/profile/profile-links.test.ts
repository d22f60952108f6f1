import { describe, expect, it } from 'vitest'
import { profileLinkHref } from './profile-links'

describe('profileLinkHref', () => {
  it.each([
    ['https://example.com/me', 'https://example.com/me'],
    ['http://example.com', 'http://example.com/'],
    ['example.com/about', 'https://example.com/about'],
    ['  https://example.com  ', 'https://example.com/'],
  ])('makes the web address %j a link to %j', (value, href) => {
    expect(profileLinkHref('Web', value)).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com',
    'mailto:me@example.com',
    'file:///etc/passwd',
    'https://user:secret@example.com',
    'not a link',
    '',
    '   ',
  ])('never makes %j a link', (value) => {
    expect(profileLinkHref('Web', value)).toBeNull()
    expect(profileLinkHref('Instagram', value)).toBeNull()
    expect(profileLinkHref('Twitter', value)).toBeNull()
  })

  it('wants a real host name for a web address', () => {
    expect(profileLinkHref('Web', 'localhost')).toBeNull()
    expect(profileLinkHref('Web', 'http://localhost:3000')).toBeNull()
  })

  it('turns handles into profile URLs', () => {
    expect(profileLinkHref('Instagram', '@luna.clips')).toBe('https://www.instagram.com/luna.clips')
    expect(profileLinkHref('Instagram', 'luna_clips')).toBe('https://www.instagram.com/luna_clips')
    expect(profileLinkHref('Twitter', '@demo_creator')).toBe('https://twitter.com/demo_creator')
    expect(profileLinkHref('Twitter', 'demo')).toBe('https://twitter.com/demo')
  })

  it('keeps a profile URL on its own network, and nothing else', () => {
    expect(profileLinkHref('Instagram', 'https://www.instagram.com/luna')).toBe(
      'https://www.instagram.com/luna',
    )
    expect(profileLinkHref('Twitter', 'https://x.com/demo')).toBe('https://x.com/demo')
    expect(profileLinkHref('Twitter', 'twitter.com/demo')).toBe('https://twitter.com/demo')
    expect(profileLinkHref('Instagram', 'https://evil.example/instagram.com')).toBeNull()
    expect(profileLinkHref('Twitter', 'https://twitter.com.evil.example/demo')).toBeNull()
  })

  it('refuses handles a network would not accept', () => {
    expect(profileLinkHref('Twitter', '@far_too_long_for_twitter')).toBeNull()
    expect(profileLinkHref('Instagram', '@no-dashes')).toBeNull()
  })
})
