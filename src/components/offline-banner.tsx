// The shell's offline notice: shown while the browser is offline, laid over the top of the page so
// the feed under it does not move.
import { useOnline } from '../lib/online-status'
import './offline-banner.css'

export const OFFLINE_BANNER_TEXT =
  'You are offline. Changes are saved and sent when you are back online.'

export function OfflineBanner() {
  const online = useOnline()
  // The live region stays mounted, so the change is announced.
  return (
    <div className="offline-banner" role="status">
      {!online && <p className="offline-banner__text">{OFFLINE_BANNER_TEXT}</p>}
    </div>
  )
}
