// Whether the identity check's page may be framed: the origin of GET /settings' kycServiceUrl
// against the frame sources of the build's Content-Security-Policy. The browser would block a page
// from any other origin and leave an empty frame, so the KYC page says at once that the check is
// not available instead.

/** origin: kycServiceUrl's, or null when that is empty or not an http(s) URL. */
export type KycOriginCheck =
  { allowed: true; origin: string } | { allowed: false; origin: string | null }

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** The policy's sources are origins, or `scheme://host:*` for any port of a host. */
function sourceAllows(source: string, url: URL): boolean {
  const anyPort = /^(https?:\/\/[^/:]+):\*$/.exec(source)
  if (anyPort) return `${url.protocol}//${url.hostname}` === anyPort[1]
  return source === url.origin
}

export function checkKycOrigin(kycServiceUrl: string, sources: readonly string[]): KycOriginCheck {
  const url = httpUrl(kycServiceUrl.trim())
  if (!url) return { allowed: false, origin: null }
  const { origin } = url
  return sources.some((source) => sourceAllows(source, url))
    ? { allowed: true, origin }
    : { allowed: false, origin }
}
