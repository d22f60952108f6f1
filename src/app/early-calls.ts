// Imported first by main.tsx, so that this runs before the rest of the app's code is evaluated
// (React, the store): the first calls a viewer waits for go out at once, not once the app is
// ready to send them. Start-up's settings, then its auth status, and on Home the feed's first page;
// none on a host that sends the visitor to the marketing site. The build runs this file on its own
// as soon as it arrives (vite-plugins/early-calls-script.ts). docs/architecture.md, "Start-up".
import { env } from '../config/env'
import { sendAuthStatusAfter } from '../features/auth/early-auth-status'
import { sendFirstPageOn } from '../features/feed/first-page'
import { sendSettings } from '../features/settings/early-settings'
import { marketingRedirectTarget } from '../lib/marketing-redirect'

/** Where this host sends the visitor instead of starting the app; null: the app starts here. */
export const marketingRedirect = marketingRedirectTarget(
  window.location.hostname,
  env.appSubdomainPrefix,
  env.marketingSiteUrl,
)

if (!marketingRedirect) {
  sendAuthStatusAfter(sendSettings())
  sendFirstPageOn(window.location.href)
}
