// What a screen shows in place of data it is loading, or failed to load: a named spinner, or
// the failure said plainly with a retry. One look and one accessible pattern for every screen.
// Offline, the reason is the network, whatever the server would have said.
import { OFFLINE_NOTE, useOnline } from '../lib/online-status'

interface LoadingStatusProps {
  /** What is loading, for assistive tech ('Loading videos'). */
  label: string
  className?: string
}

export function LoadingStatus({ label, className = 'load-state' }: LoadingStatusProps) {
  return (
    <div className={className} role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
    </div>
  )
}

interface LoadFailureProps {
  title: string
  /** The server's reason, when it gave one. */
  detail?: string | null
  onRetry: () => void
  className?: string
  /** The failure is all the screen shows: its title is the screen's heading. */
  isScreenTitle?: boolean
}

export function LoadFailure({
  title,
  detail,
  onRetry,
  className = 'load-state',
  isScreenTitle = false,
}: LoadFailureProps) {
  const online = useOnline()
  const reason = online ? detail : OFFLINE_NOTE
  const Title = isScreenTitle ? 'h1' : 'p'
  return (
    <div className={className} role="alert">
      <Title className="load-state__title">{title}</Title>
      {reason && <p className="load-state__detail">{reason}</p>}
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
