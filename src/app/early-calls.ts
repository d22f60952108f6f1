// Imported first by main.tsx, so that this runs before the rest of the app's code is evaluated
// (React, the store): the first calls a viewer waits for go out at once, not once the app is
// ready to send them. Start-up's settings, and on Home the feed's first page; none on a host that
// sends the visitor to the marketing site. docs/architecture.md, "Start-up".
import { env } from '../config/env'
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
  sendSettings()
  sendFirstPageOn(window.location.href)
}
