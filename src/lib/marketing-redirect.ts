/**
 * The marketing site's URL when a page on this host must go there (the host name begins with
 * the app sub-domain prefix), else null.
 */
export function marketingRedirectTarget(
  hostname: string,
  prefix: string,
  marketingSiteUrl: string,
): string | null {
  if (!prefix || !marketingSiteUrl) return null
  return hostname.toLowerCase().startsWith(prefix.toLowerCase()) ? marketingSiteUrl : null
}
