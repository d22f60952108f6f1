// The profile video player (MODAL_PROFILE_VIDEO): the video with its controls (no
// download), poster and title, a close button and Share (the link opens the app's feed on this
// video); Escape or a downward swipe of 40 px closes it. A video bought whose source the app does
// not have yet shows its poster while the source is fetched, with Try again if that fails.
import { useRef, type TouchEvent } from 'react'
import { DialogClose, DialogTitle } from '../../../components/dialog'
import { ShareIcon } from '../../../components/icons'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { videoLink } from '../../../config/video-link'
import { shareLink } from '../../../lib/share-link'
import type { ModalProps } from '../../modals/modal-props'
import type { MODAL_PROFILE_VIDEO } from '../../modals/modal-names'
import { useUnlockedSource } from '../../purchases/use-unlocked-source'
import './profile.css'

const CLOSE_SWIPE_PX = 40

export function ProfileVideoModal({ payload, onClose }: ModalProps<typeof MODAL_PROFILE_VIDEO>) {
  const { src, failed, retry } = useUnlockedSource(payload.id, payload.src, true)
  const startY = useRef<number | null>(null)
  const onTouchStart = (event: TouchEvent) => {
    startY.current = event.touches[0]?.clientY ?? null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const endY = event.changedTouches[0]?.clientY
    if (startY.current !== null && endY !== undefined && endY - startY.current >= CLOSE_SWIPE_PX) {
      onClose()
    }
    startY.current = null
  }

  return (
    <div className="profile-video" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <DialogClose onClick={onClose} />
      <DialogTitle>{payload.name}</DialogTitle>
      {src ? (
        <video
          className="profile-video__media"
          src={src}
          poster={payload.poster}
          controls
          controlsList="nodownload"
          disablePictureInPicture
          playsInline
          autoPlay
        />
      ) : (
        <div className="profile-video__pending">
          <img className="profile-video__media" src={payload.poster} alt="" />
          {failed ? (
            <LoadFailure title="The video could not be loaded." onRetry={retry} />
          ) : (
            <LoadingStatus label="Loading the video" />
          )}
        </div>
      )}
      <button
        type="button"
        className="button profile-video__share"
        onClick={() => void shareLink({ title: payload.name, url: videoLink(payload.id) })}
      >
        <ShareIcon />
        Share
      </button>
    </div>
  )
}
