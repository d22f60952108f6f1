// The production build's Content-Security-Policy. The build writes it into index.html as a meta
// tag (vite.config.ts); a host sends the header form as well (README "Deploying"), which adds what
// a meta tag cannot carry. The app imports AMPLITUDE_HOST, and frameSources to check the identity
// check's origin against the policy before it frames it. Each source is here because a part of
// the app needs it; a new need belongs here, with its reason. No imports: vite.config.ts loads
// this file as it is.

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

/** An absolute URL's origin; a value that is not one stops the build rather than the app. */
function originOf(name: string, value: string): string {
  try {
    return new URL(value).origin
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://example.com, not "${value}"`)
  }
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
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Only the built chunks: no inline script, no eval (a production build needs neither).
    ['script-src', "'self'"],
    // The built stylesheets and the splash's inline <style> by its hash. react-toastify comes
    // without its run-time <style> (src/app/toast-container.ts); style properties set from
    // script (React's style prop, Swiper) are not restricted by the policy.
    ['style-src', "'self'", ...sources.styleHashes],
    // Posters and avatars from the API; data: for the avatar editor, which reads the chosen
    // picture as a data URL.
    ['img-src', "'self'", 'data:', ...api],
    // Videos from the API; blob: for the upload form's preview of the chosen file.
    ['media-src', "'self'", 'blob:', ...api],
    ['connect-src', "'self'", ...api, ...(sources.analytics ? [`https://${AMPLITUDE_HOST}`] : [])],
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
