// The column beside a video: the author's avatar, like and favourite with their counts, sound.
import { Link } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import type { FeedItem } from '../../../api/types'
import { Avatar } from '../../../components/avatar'
import { profilePath } from '../../../config/paths'
import { muteToggled, selectIsMuted, selectIsReactionPending } from '../feed-slice'
import type { Reaction } from '../feed-thunks'
import { HeartIcon, SoundOffIcon, SoundOnIcon, StarIcon } from './feed-icons'

interface FeedActionsProps {
  item: FeedItem
  react: (reaction: Reaction) => void
}

const countFormat = new Intl.NumberFormat('en', { notation: 'compact' })
const formatCount = (count: number) => countFormat.format(count)

export function FeedActions({ item, react }: FeedActionsProps) {
  const dispatch = useAppDispatch()
  const isMuted = useAppSelector(selectIsMuted)
  const { metadata } = item
  const likePending = useAppSelector((state) => selectIsReactionPending(state, 'like', item.id))
  const favPending = useAppSelector((state) => selectIsReactionPending(state, 'favorite', item.id))

  return (
    <div className="feed-actions">
      <Link
        className="feed-actions__avatar"
        to={profilePath(metadata.username)}
        aria-label={`@${metadata.username}`}
      >
        <Avatar src={metadata.avatarThumb || metadata.avatar} alt="" size={44} />
      </Link>
      <div className="feed-actions__action">
        <button
          type="button"
          className="feed-actions__button"
          aria-label="Like"
          aria-pressed={metadata.hasLike}
          aria-busy={likePending}
          onClick={() => react('like')}
        >
          <HeartIcon />
        </button>
        <span className="feed-actions__count">{formatCount(metadata.likesCounts)}</span>
      </div>
      <div className="feed-actions__action">
        <button
          type="button"
          className="feed-actions__button"
          aria-label="Favourite"
          aria-pressed={metadata.hasFavorite}
          aria-busy={favPending}
          onClick={() => react('favorite')}
        >
          <StarIcon />
        </button>
        <span className="feed-actions__count">{formatCount(metadata.favoriteCounts)}</span>
      </div>
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
