// The amplitude-js side of analytics; imported only when analytics is on.
import amplitude from 'amplitude-js'
import { AMPLITUDE_HOST } from '../config/content-security-policy'

declare module 'amplitude-js' {
  interface AmplitudeClient {
    /** Uploads what is pending now; public in amplitude-js 8, missing from its types. */
    sendEvents(): void
  }
}

// The product's analytics defaults, bar its 5 retries: amplitude-js 8 retries failed uploads
// itself and exposes no retry count.
const config: amplitude.Config = {
  // The one analytics host the Content-Security-Policy allows (src/config/content-security-policy.ts).
  apiEndpoint: AMPLITUDE_HOST,
  eventUploadPeriodMillis: 1000,
  eventUploadThreshold: 30,
  sessionTimeout: 30 * 60 * 1000,
  cookieExpiration: 365,
  // When the page is left (the age gate's Leave, a closed tab), amplitude-js switches to a
  // beacon for this call, so an event whose upload the leaving cut short (discord_button on
  // Leave) goes out now rather than on a next visit that may never come.
  onExitPage: () => amplitude.getInstance().sendEvents(),
}

let initialisedKey: string | null = null

export function logEvent(key: string, event: string, props?: Record<string, unknown>): void {
  const instance = amplitude.getInstance()
  if (initialisedKey !== key) {
    instance.init(key, undefined, config)
    initialisedKey = key
  }
  instance.logEvent(event, props)
}
