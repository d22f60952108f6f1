// Named analytics events. `track` is a no-op on local hosts and without a key;
// otherwise amplitude-js loads on the first event, so it never weighs on the first chunk.
// Offline, amplitude-js keeps each event it could not upload (in localStorage too, so a reload
// keeps it) and uploads it with the next event or on the next start; `track` hands an event over
// once and never retries it, so it reaches the server once (amplitude-client.test.ts). The one
// gap, an upload that arrived but whose answer was lost, is covered by Amplitude dropping a second
// copy of an event (same event id, time and device).
import { env } from '../config/env'

export type AnalyticsEvent =
  | 'user_create'
  | 'free_feed_start'
  | 'free_feed_end'
  | 'video_view'
  | 'video_like'
  | 'video_fav'
  | 'user_registration'
  | 'referral_registration'
  | 'limit_feed_start'
  | 'limit_feed_end'
  | 'video_buy_success'
  | 'pass_buy_success'
  | 'pass_buy_start'
  | 'creator_registration_start'
  | 'creator_kyc_start'
  | 'creator_kyc_success'
  | 'creator_registration_success'
  | 'content_upload'
  | 'session'
  | 'discord_button'

export type AnalyticsProps = Record<string, string | number | boolean>

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export function isAnalyticsEnabled(hostname = window.location.hostname, key = env.amplitudeKey) {
  return key !== '' && !LOCAL_HOSTS.has(hostname)
}

/** Resolves once the event is handed over (or dropped); it never rejects. */
export async function track(event: AnalyticsEvent, props?: AnalyticsProps): Promise<void> {
  if (!isAnalyticsEnabled()) return
  await import('./amplitude-client')
    .then(({ logEvent }) => logEvent(env.amplitudeKey, event, props))
    .catch((error: unknown) => console.warn('Analytics unavailable:', error))
}
