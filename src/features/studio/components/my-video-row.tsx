// One of the creator's videos: poster, title, processing status, moderation, who may watch it,
// the free/paid switch and delete. Both controls wait while a change to the video runs.
import type { FeedItem } from '../../../api/types'
import { Switch } from '../../../components/switch'
import { VideoBadges } from '../../../components/video-badges'

interface MyVideoRowProps {
  item: FeedItem
  isBusy: boolean
  onAccessChange: (item: FeedItem, paid: boolean) => void
  onDelete: (item: FeedItem) => void
}

export function MyVideoRow({ item, isBusy, onAccessChange, onDelete }: MyVideoRowProps) {
  const name = item.metadata.name || 'Video'
  const isPrivate = item.permission === 'PRIVATE'
  return (
    <li className="my-video" data-video-id={item.id} aria-busy={isBusy || undefined}>
      <img className="my-video__poster" src={item.poster} alt="" loading="lazy" />
      <div className="my-video__body">
        <h2 className="my-video__title">{name}</h2>
        <p className="my-video__meta">
          <VideoBadges status={item.status} permission={item.permission} />
        </p>
        {!item.isVerified && <p className="my-video__moderation">Video on moderation</p>}
        <div className="my-video__actions">
          <Switch
            label="Paid"
            checked={isPrivate}
            disabled={isBusy}
            onChange={(paid) => onAccessChange(item, paid)}
          />
          <button
            type="button"
            className="text-button text-button--danger"
            data-control="delete"
            disabled={isBusy}
            aria-label={`Delete ${name}`}
            onClick={() => onDelete(item)}
          >
            Delete
          </button>
        </div>
      </div>
    </li>
  )
}
