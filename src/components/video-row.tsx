// One video of a list shown a page at a time (My Videos, the admin lists): its media, title,
// processing status and who may watch it, the Paid switch and Delete. A moderator's row also names
// the owner, says whether the video passed moderation and offers Verify/Unverify; the owner's row
// says 'Video on moderation' until it has. Every control waits while a request about the video
// runs. Each list keeps its own look: `block` names the row's classes.
import type { ReactNode } from 'react'
import type { FeedItem } from '../api/types'
import { videoTitle } from '../lib/format'
import { Switch } from './switch'
import { VideoBadges } from './video-badges'

interface VideoRowProps {
  item: FeedItem
  /** The row's class, which prefixes its parts' ('my-video': my-video__title). */
  block: 'my-video' | 'admin-video'
  /** 'playing': admin-video--playing */
  modifier?: string
  /** The poster or player, first in the row. */
  media: ReactNode
  isBusy: boolean
  /** A moderator's row; `owner`, the e-mail, is left out where the heading names the owner. */
  moderation?: { owner?: string; onVerifiedChange: (item: FeedItem, isVerified: boolean) => void }
  onPaidChange: (item: FeedItem, paid: boolean) => void
  onDelete: (item: FeedItem) => void
}

export function VideoRow(props: VideoRowProps) {
  const { item, block, modifier, media, isBusy, moderation, onPaidChange, onDelete } = props
  const title = videoTitle(item)
  const verb = item.isVerified ? 'Unverify' : 'Verify'
  return (
    <li
      className={modifier ? `${block} ${block}--${modifier}` : block}
      data-video-id={item.id}
      aria-busy={isBusy || undefined}
    >
      {media}
      <div className={`${block}__body`}>
        <h2 className={`${block}__title`}>{title}</h2>
        {moderation?.owner && <p className={`${block}__owner`}>{moderation.owner}</p>}
        <p className={`${block}__meta`}>
          <VideoBadges status={item.status} permission={item.permission} />
          {moderation && (
            <span
              className={`${block}__verified${item.isVerified ? ` ${block}__verified--yes` : ''}`}
            >
              {item.isVerified ? 'Verified' : 'Not verified'}
            </span>
          )}
        </p>
        {!moderation && !item.isVerified && (
          <p className={`${block}__moderation`}>Video on moderation</p>
        )}
        <div className={`${block}__actions`}>
          {moderation && (
            <button
              type="button"
              className={`button ${block}__verify`}
              data-control="verify"
              disabled={isBusy}
              aria-label={`${verb} ${title}`}
              onClick={() => moderation.onVerifiedChange(item, !item.isVerified)}
            >
              {verb}
            </button>
          )}
          <Switch
            label="Paid"
            checked={item.permission === 'PRIVATE'}
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
