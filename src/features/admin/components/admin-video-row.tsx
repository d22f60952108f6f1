// One video of an admin list: playable in place, its owner, title, processing status, who may
// watch it and whether it passed moderation; Verify/Unverify, the Paid switch and Delete. All
// three wait while a request about the video runs.
import type { FeedItem } from '../../../api/types'
import { Switch } from '../../../components/switch'
import { VideoBadges } from '../../../components/video-badges'
import { AdminVideoMedia } from './admin-video-media'

interface AdminVideoRowProps {
  item: FeedItem
  isBusy: boolean
  isPlaying: boolean
  /** False on one owner's list, whose heading names them already. */
  showOwner: boolean
  onPlay: (item: FeedItem) => void
  onVerifiedChange: (item: FeedItem, isVerified: boolean) => void
  onPaidChange: (item: FeedItem, paid: boolean) => void
  onDelete: (item: FeedItem) => void
}

export function AdminVideoRow(props: AdminVideoRowProps) {
  const { item, isBusy, isPlaying, showOwner, onPlay, onVerifiedChange, onPaidChange, onDelete } =
    props
  const title = item.metadata.name || 'Video'
  const isPrivate = item.permission === 'PRIVATE'
  const verb = item.isVerified ? 'Unverify' : 'Verify'
  return (
    <li
      className={`admin-video${isPlaying ? ' admin-video--playing' : ''}`}
      data-video-id={item.id}
      aria-busy={isBusy || undefined}
    >
      <div className="admin-video__media">
        <AdminVideoMedia
          item={item}
          title={title}
          isPlaying={isPlaying}
          onPlay={() => onPlay(item)}
        />
      </div>
      <div className="admin-video__body">
        <h2 className="admin-video__title">{title}</h2>
        {showOwner && item.ownerEmail && <p className="admin-video__owner">{item.ownerEmail}</p>}
        <p className="admin-video__meta">
          <VideoBadges status={item.status} permission={item.permission} />
          <span
            className={`admin-video__verified${item.isVerified ? ' admin-video__verified--yes' : ''}`}
          >
            {item.isVerified ? 'Verified' : 'Not verified'}
          </span>
        </p>
        <div className="admin-video__actions">
          <button
            type="button"
            className="button admin-video__verify"
            data-control="verify"
            disabled={isBusy}
            aria-label={`${verb} ${title}`}
            onClick={() => onVerifiedChange(item, !item.isVerified)}
          >
            {verb}
          </button>
          <Switch
            label="Paid"
            checked={isPrivate}
            disabled={isBusy}
            onChange={(paid) => onPaidChange(item, paid)}
          />
          <button
            type="button"
            className="text-button text-button--danger"
            data-control="delete"
            disabled={isBusy}
            aria-label={`Delete ${title}`}
            onClick={() => onDelete(item)}
          >
            Delete
          </button>
        </div>
      </div>
    </li>
  )
}
