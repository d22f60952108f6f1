// The reader of import.meta.env. Values are fixed at build time (see .env.example). Each variable
// is read by name: the whole object would put every value, the public key's long text included,
// wherever this module goes (Home's first chunk). The key alone is read in rsa-public-key.ts,
// which loads with the first password.

export function text(value: string | undefined, fallback = ''): string {
  return value?.trim() ? value.trim() : fallback
}

/** Accepts a PEM with real newlines or with `\n` escapes (as written on one line in .env). */
export function normalisePem(value: string): string {
  return value.replace(/\\n/g, '\n').trim()
}

function number(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return value?.trim() && Number.isFinite(parsed) ? parsed : fallback
}

export const env = {
  /** Origin of the REST API without a trailing slash; '' = same origin. */
  apiUrl: text(import.meta.env.VITE_API_URL).replace(/\/+$/, ''),
  /**
   * Comma-separated origins the API's media URLs may name besides its own (a CDN); '' = none.
   * The build has checked each: content-security-policy.ts's mediaSources reads them.
   */
  mediaOrigins: text(import.meta.env.VITE_MEDIA_ORIGINS),
  /** '' = analytics off. */
  amplitudeKey: text(import.meta.env.VITE_AMPLITUDE_KEY),
  /** The identity-check provider's origin; '' = the provider's own (content-security-policy.ts). */
  kycOrigin: text(import.meta.env.VITE_KYC_ORIGIN),
  /**
   * Any build but a plain production one: its policy also allows frames from local ports, where
   * the mock's widget stand-in runs (vite.config.ts decides the same by the same mode).
   */
  allowsLocalFrames: import.meta.env.MODE !== 'production',
  appSubdomainPrefix: text(import.meta.env.VITE_APP_SUBDOMAIN_PREFIX, 'app.'),
  marketingSiteUrl: text(import.meta.env.VITE_MARKETING_SITE_URL),
  pointsUsdRate: number(import.meta.env.VITE_POINTS_USD_RATE, 0),
  /** The Vite dev server (`npm start`), where no service worker is registered. */
  isDev: import.meta.env.DEV,
} as const
