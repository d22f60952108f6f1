// Imported first by main.tsx, so that this runs before the rest of the app's code is evaluated
// (React, the store): the first calls a viewer waits for go out at once, not once the app is
// ready to send them. Start-up's settings, and on Home the feed's first page. Not on a host that
// sends the visitor to the marketing site. docs/architecture.md, "Start-up".
import { env } from './config/env'
import { sendFirstPageOn } from './features/feed/first-page'
import { sendSettings } from './features/settings/early-settings'
import { marketingRedirectTarget } from './lib/marketing-redirect'

const { hostname, href } = window.location
if (!marketingRedirectTarget(hostname, env.appSubdomainPrefix, env.marketingSiteUrl)) {
  sendSettings()
  sendFirstPageOn(href)
}
