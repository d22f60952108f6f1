// The amplitude-js side of analytics; imported only when analytics is on.
import amplitude from 'amplitude-js'

// SPEC.md §9 defaults. amplitude-js 8 retries failed uploads itself and exposes no retry count.
const config: amplitude.Config = {
  eventUploadPeriodMillis: 1000,
  eventUploadThreshold: 30,
  sessionTimeout: 30 * 60 * 1000,
  cookieExpiration: 365,
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
