// The production build's Content-Security-Policy. The build writes it into index.html as a meta
// tag (vite.config.ts); a host sends the header form as well (README "Deploying"), which adds what
// a meta tag cannot carry. The app imports AMPLITUDE_HOST, frameSources to check the identity
// check's origin against the policy before it frames it, and mediaSources and sourceAllows for
// the service worker to keep images only from the origins the policy lets the page show. Each
// source is here because a part of the app needs it; a new need belongs here, with its reason.
// No imports: vite.config.ts loads this file as it is.

/**
 * Where amplitude-js 8 sends events: each batch is posted (XHR, or a beacon when the page is left)
 * to https://<this host>/. The client sets it rather than trusting the library's default, since
 * this host is the only analytics one the policy allows (src/lib/amplitude-client.ts).
 */
export const AMPLITUDE_HOST = 'api.amplitude.com'

/**
 * Where the identity-check provider's web SDK (@sumsub/websdk-react) frames its page,
 * `<origin>/websdk/websdk.html`: https://in.sumsub.com is the SDK's own default base URL, and
 * https://api.sumsub.com is the one Sumsub's access tokens name and its documentation loads the
 * widget from. The SDK runs nothing else in the app's page: it only adds the frame and talks to it
 * by postMessage, so no other directive needs the provider.
 */
export const KYC_PROVIDER_ORIGINS = ['https://in.sumsub.com', 'https://api.sumsub.com'] as const

/**
 * The demo build's widget stand-in runs on a local port chosen when it starts (KYC_PORT), so that
 * build allows frames from any port of either local host name.
 */
export const LOCAL_FRAME_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'] as const

export interface PolicySources {
  /** VITE_API_URL: where the REST API and its media live; '' = the app's own origin. */
  apiUrl: string
  /**
   * VITE_MEDIA_ORIGINS: comma-separated origins the API's video, poster and avatar URLs may name
   * besides the API's own (a CDN); '' = none.
   */
  mediaOrigins: string
  /**
   * VITE_KYC_ORIGIN: the identity-check provider's page, shown in a frame; '' = the provider's
   * own origins (KYC_PROVIDER_ORIGINS).
   */
  kycOrigin: string
  /** Analytics on (VITE_AMPLITUDE_KEY set): events go to amplitude's host. */
  analytics: boolean
  /** The demo build (`npm run preview`, the browser tests): LOCAL_FRAME_SOURCES as well. */
  localFrames: boolean
  /** 'sha256-…' sources, one per inline <style> of index.html (the splash). */
  styleHashes: string[]
}

/** An http(s) URL, or null: anything else has no origin a policy could name. */
function webUrl(value: string): URL | null {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** An absolute URL's origin; a value that is not one stops the build rather than the app. */
function originOf(name: string, value: string): string {
  const url = webUrl(value)
  if (!url) {
    throw new Error(`${name} must be an absolute URL such as https://example.com, not "${value}"`)
  }
  return url.origin
}

/** `scheme://host` followed by `:*`, CSP's "any port" (a server whose port is chosen at start). */
const ANY_PORT = /^(https?:\/\/[^/:?#]+):\*\/?$/i

/**
 * One entry of VITE_MEDIA_ORIGINS as a source: an origin (a trailing slash is allowed), or an
 * origin with any port. A path, a query or a wildcard host would make the policy say something
 * the service worker's check (sourceAllows) does not, so they stop the build.
 */
function mediaSource(entry: string): string {
  const anyPort = ANY_PORT.exec(entry)
  const url = webUrl(anyPort?.[1] ?? entry)
  if (!url || !isBareOrigin(url) || /[?#]$/.test(entry)) {
    throw new Error(
      'VITE_MEDIA_ORIGINS must list origins such as https://cdn.example.com, separated by ' +
        `commas (http://localhost:* for any port), not "${entry}"`,
    )
  }
  return anyPort ? `${url.origin}:*` : url.origin
}

/** Nothing but scheme, host and port: no user, path, query, fragment or wildcard host. */
const isBareOrigin = (url: URL) =>
  !url.username &&
  !url.password &&
  url.pathname === '/' &&
  !url.search &&
  !url.hash &&
  !url.hostname.includes('*')

/** VITE_MEDIA_ORIGINS's sources, each checked; empty entries (a trailing comma) are skipped. */
export function mediaSources(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return [...new Set(entries.map(mediaSource))]
}

/** Whether a source of this file's making (an origin, or one with `:*`) allows `url`. */
export function sourceAllows(source: string, url: URL): boolean {
  return source.endsWith(':*')
    ? `${url.protocol}//${url.hostname}` === source.slice(0, -2)
    : url.origin === source
}

/**
 * What frame-src allows: the identity-check widget's page (src/features/kyc/components/
 * kyc-widget.tsx). The KYC page checks the widget's origin against the same list, so a
 * configuration the policy would block is said at once rather than shown as an empty frame.
 */
export function frameSources({
  kycOrigin,
  localFrames,
}: Pick<PolicySources, 'kycOrigin' | 'localFrames'>): string[] {
  return [
    ...(kycOrigin ? [originOf('VITE_KYC_ORIGIN', kycOrigin)] : KYC_PROVIDER_ORIGINS),
    ...(localFrames ? LOCAL_FRAME_SOURCES : []),
  ]
}

/**
 * The policy as `directive sources; …`. The header form adds frame-ancestors, which browsers
 * ignore (with a console error) in a meta tag.
 */
export function contentSecurityPolicy(sources: PolicySources, form: 'meta' | 'header'): string {
  const api = sources.apiUrl ? [originOf('VITE_API_URL', sources.apiUrl)] : []
  // The API's own origin is named once.
  const media = mediaSources(sources.mediaOrigins).filter((source) => !api.includes(source))
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Only the built chunks: no inline script, no eval (a production build needs neither).
    ['script-src', "'self'"],
    // The built stylesheets and the splash's inline <style> by its hash. react-toastify comes
    // without its run-time <style> (src/app/toast-container.ts); style properties set from
    // script (React's style prop, Swiper) are not restricted by the policy.
    ['style-src', "'self'", ...sources.styleHashes],
    // Posters and avatars from the API and the media origins; data: for the avatar editor,
    // which reads the chosen picture as a data URL.
    ['img-src', "'self'", 'data:', ...api, ...media],
    // Videos from the API and the media origins; blob: for the upload form's preview of the
    // chosen file.
    ['media-src', "'self'", 'blob:', ...api, ...media],
    // The media origins too: the service worker fetches posters and avatars itself to keep them
    // for offline use (src/service-worker.ts), and a worker's fetches are connections under the
    // policy the host sends with /service-worker.js (docs/deploying.md).
    [
      'connect-src',
      "'self'",
      ...api,
      ...media,
      ...(sources.analytics ? [`https://${AMPLITUDE_HOST}`] : []),
    ],
    ['frame-src', ...frameSources(sources)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(form === 'header' ? [['frame-ancestors', "'none'"] as [string, string]] : []),
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}
