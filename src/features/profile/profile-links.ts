// A user's social links as something safe to follow: a value becomes
// a link only as an http(s) URL. Instagram and Twitter handles become their profile URLs; any
// other scheme (`javascript:`, `data:`, ...) or anything unreadable stays plain text.
import type { LinkName } from '../../api/types'

const SCHEME = /^[a-z][a-z\d+.-]*:/i

const HANDLES: Record<
  Exclude<LinkName, 'Web'>,
  { pattern: RegExp; profile: string; hosts: string[] }
> = {
  Instagram: {
    pattern: /^@?([A-Za-z\d._]{1,30})$/,
    profile: 'https://www.instagram.com/',
    hosts: ['instagram.com'],
  },
  Twitter: {
    pattern: /^@?(\w{1,15})$/,
    profile: 'https://twitter.com/',
    hosts: ['twitter.com', 'x.com'],
  },
}

/** The value as an http(s) URL with a real host name, or null. */
function httpUrl(value: string): URL | null {
  const candidate = SCHEME.test(value) ? value : `https://${value}`
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (!url.hostname.includes('.') || url.username || url.password) return null
  return url
}

const isHostOf = (url: URL, hosts: string[]) =>
  hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))

/** Where a link may point, or null when it must be shown as text. */
export function profileLinkHref(name: LinkName, rawValue: string): string | null {
  const value = rawValue.trim()
  if (!value || /\s/.test(value)) return null
  if (name === 'Web') return httpUrl(value)?.href ?? null
  const { pattern, profile, hosts } = HANDLES[name]
  const handle = pattern.exec(value)?.[1]
  if (handle) return `${profile}${handle}`
  const url = SCHEME.test(value) || value.includes('/') ? httpUrl(value) : null
  return url && isHostOf(url, hosts) ? url.href : null
}
