// A video of an admin list, playable where it stands: only its poster until asked (a list of ten
// loads no video), then a player with controls in its place. The list lets one play at a time.
import { useEffect, useRef } from 'react'
import type { FeedItem } from '../../../api/types'
import { Icon } from '../../../components/icons'
import { videoTitle } from '../../../lib/format'

interface AdminVideoMediaProps {
  item: FeedItem
  isPlaying: boolean
  onPlay: () => void
}

export function AdminVideoMedia({ item, isPlaying, onPlay }: AdminVideoMediaProps) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const title = videoTitle(item)

  // The Play button is gone: the player takes the focus, so a keyboard can pause it at once.
  useEffect(() => {
    if (isPlaying) videoRef.current?.focus()
  }, [isPlaying])

  if (!item.src) {
    return <img className="admin-video__poster" src={item.poster} alt="" loading="lazy" />
  }
  if (isPlaying) {
    return (
      <video
        ref={videoRef}
        className="admin-video__player"
        src={item.src}
        poster={item.poster}
        aria-label={title}
        // Focusable in every browser (Safari leaves a video out), so the focus can move to it.
        tabIndex={0}
        controls
        controlsList="nodownload"
        playsInline
        autoPlay
      />
    )
  }
  return (
    <button
      type="button"
      className="admin-video__play"
      aria-label={`Play ${title}`}
      onClick={onPlay}
    >
      <img className="admin-video__poster" src={item.poster} alt="" loading="lazy" />
      <span className="admin-video__play-icon">
        <Icon>
          <path d="M7 4.5v15l12-7.5z" />
        </Icon>
      </span>
    </button>
  )
}
