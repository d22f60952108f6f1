// A video's processing status (Done, Error, Processing for any other status) and who
// may watch it (Public, or Private with a lock), read the same way by the creator and by the
// moderators.
import type { Permission, VideoStatus } from '../api/types'
import { statusLabel } from '../lib/video-status'
import { LockIcon } from './icons'
import './video-badges.css'

export function VideoBadges({
  status,
  permission,
}: {
  status: VideoStatus
  permission: Permission
}) {
  const label = statusLabel(status)
  const isPrivate = permission === 'PRIVATE'
  return (
    <>
      <span className={`video-status video-status--${label.toLowerCase()}`}>{label}</span>
      <span className="video-access">
        {isPrivate && <LockIcon />}
        {isPrivate ? 'Private' : 'Public'}
      </span>
    </>
  )
}
