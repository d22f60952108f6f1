// The column beside a video: the author's avatar, like and favourite with their counts, share,
// sound.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import type { FeedItem } from '../../../api/types'
import { Avatar } from '../../../components/avatar'
import { ShareIcon } from '../../../components/icons'
import { profilePath } from '../../../config/paths'
import { videoLink } from '../../../config/video-link'
import { formatCount } from '../../../lib/format-count'
import { shareLink } from '../../../lib/share-link'
import { muteToggled, selectIsMuted, selectIsReactionPending } from '../feed-slice'
import type { Reaction } from '../../../api/items'
import { HeartIcon, SoundOffIcon, SoundOnIcon, StarIcon } from './feed-icons'

interface FeedActionsProps {
  item: FeedItem
  react: (reaction: Reaction) => void
}

interface ReactionButtonProps {
  item: FeedItem
  reaction: Reaction
  label: string
  isOn: boolean
  count: number
  icon: ReactNode
  react: (reaction: Reaction) => void
}

function ReactionButton({ item, reaction, label, isOn, count, icon, react }: ReactionButtonProps) {
  const isPending = useAppSelector((state) => selectIsReactionPending(state, reaction, item.id))
  return (
    <div className="feed-actions__action">
      <button
        type="button"
        className="feed-actions__button"
        aria-label={label}
        aria-pressed={isOn}
        aria-busy={isPending}
        onClick={() => react(reaction)}
      >
        {icon}
      </button>
      <span className="feed-actions__count">{formatCount(count)}</span>
    </div>
  )
}

export function FeedActions({ item, react }: FeedActionsProps) {
  const dispatch = useAppDispatch()
  const isMuted = useAppSelector(selectIsMuted)
  const { metadata } = item

  return (
    <div className="feed-actions">
      <Link
        className="feed-actions__avatar"
        to={profilePath(metadata.username)}
        aria-label={`@${metadata.username}`}
      >
        <Avatar src={metadata.avatarThumb || metadata.avatar} alt="" size={44} />
      </Link>
      <ReactionButton
        item={item}
        reaction="like"
        label="Like"
        isOn={metadata.hasLike}
        count={metadata.likesCounts}
        icon={<HeartIcon />}
        react={react}
      />
      <ReactionButton
        item={item}
        reaction="favorite"
        label="Favourite"
        isOn={metadata.hasFavorite}
        count={metadata.favoriteCounts}
        icon={<StarIcon />}
        react={react}
      />
      <button
        type="button"
        className="feed-actions__button"
        aria-label="Share"
        onClick={() =>
          void shareLink({
            title: metadata.name || `@${metadata.username}`,
            url: videoLink(item.id),
          })
        }
      >
        <ShareIcon />
      </button>
      <button
        type="button"
        className="feed-actions__button"
        aria-label="Mute"
        aria-pressed={isMuted}
        onClick={() => dispatch(muteToggled())}
      >
        {isMuted ? <SoundOffIcon /> : <SoundOnIcon />}
      </button>
    </div>
  )
}
