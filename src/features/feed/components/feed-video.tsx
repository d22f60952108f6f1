// One feed video (SPEC.md §2 Home; issue: only the active one plays, muted and inline, looped;
// a tap pauses, a double tap likes; a failed load is retried, then offered again by hand). On a
// page kept for offline use only the poster shows: the video bytes are never cached.
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import type { FeedItem } from '../../../api/types'
import { LoadFailure } from '../../../components/load-state'
import {
  muteForced,
  playToggled,
  selectIsMuted,
  selectIsOfflinePage,
  selectIsPaused,
} from '../feed-slice'
import { PauseIcon, PlayIcon } from './feed-icons'
import { useTaps } from './use-taps'
import { recordView, VIEW_AFTER_SECONDS } from './video-views'

const MAX_RETRIES = 2
const RETRY_DELAY_MS = 600
const FLASH_MS = 700

interface FeedVideoProps {
  item: FeedItem
  isActive: boolean
  /** Whether the source may be fetched yet (data matters: not before its turn). */
  load: boolean
  preload: 'auto' | 'metadata'
  /** Its picture is on screen: the first frame, the offline poster, or the failure note. */
  onShown: () => void
  onCanPlayThrough: (id: string) => void
  onDoubleTap: () => void
}

function reload(video: HTMLVideoElement, src: string) {
  video.removeAttribute('src')
  video.load()
  video.src = src
  video.load()
}

export function FeedVideo({
  item,
  isActive,
  load: mayLoad,
  preload,
  onShown,
  ...handlers
}: FeedVideoProps) {
  const dispatch = useAppDispatch()
  const isUnavailable = useAppSelector(selectIsOfflinePage)
  const load = mayLoad && !isUnavailable
  const isMuted = useAppSelector(selectIsMuted)
  const isPaused = useAppSelector((state) => selectIsPaused(state, item.id))
  const ref = useRef<HTMLVideoElement>(null)
  const retries = useRef(0)
  const [failed, setFailed] = useState(false)
  /** Counts reloads of the source: each one asks the effect below to play again. */
  const [attempt, setAttempt] = useState(0)
  const [isPlaying, setIsPlaying] = useState(false)
  const [flash, setFlash] = useState<{ icon: 'play' | 'pause'; key: number } | null>(null)

  useEffect(() => {
    if (ref.current) ref.current.muted = isMuted
  }, [isMuted])

  // Nothing more will arrive: what shows now is what there is to see.
  useEffect(() => {
    if (isUnavailable || failed) onShown()
  }, [isUnavailable, failed, onShown])

  useEffect(() => {
    const video = ref.current
    if (!video || !load || failed) return
    if (!isActive || isPaused) {
      video.pause()
      if (!isActive) video.currentTime = 0
      return
    }
    video.play().catch((error: unknown) => {
      // Sound needs a gesture the browser has not seen yet: play muted instead.
      if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
        dispatch(muteForced())
        video.muted = true
        void video.play().catch(() => {})
      }
    })
  }, [dispatch, isActive, isPaused, load, failed, attempt])

  useEffect(() => {
    if (!flash) return
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS)
    return () => window.clearTimeout(timer)
  }, [flash])

  const onTap = useTaps(() => {
    setFlash({ icon: isPaused ? 'play' : 'pause', key: Date.now() })
    dispatch(playToggled())
  }, handlers.onDoubleTap)

  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget
    if (retries.current >= MAX_RETRIES) {
      setFailed(true)
      return
    }
    retries.current += 1
    window.setTimeout(() => {
      if (!video.isConnected) return
      reload(video, item.src)
      setAttempt((count) => count + 1)
    }, RETRY_DELAY_MS * retries.current)
  }

  const retry = () => {
    retries.current = 0
    setFailed(false)
    if (ref.current) reload(ref.current, item.src)
    setAttempt((count) => count + 1)
  }

  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (isActive && event.currentTarget.currentTime >= VIEW_AFTER_SECONDS) recordView(item.id)
  }

  return (
    <div className="feed-video">
      <video
        ref={ref}
        className="feed-video__media"
        src={load ? item.src : undefined}
        poster={item.poster}
        preload={load ? preload : 'none'}
        loop
        playsInline
        muted
        disablePictureInPicture
        controlsList="nodownload noplaybackrate"
        onLoadedData={onShown}
        onCanPlayThrough={() => handlers.onCanPlayThrough(item.id)}
        onPlaying={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
        onError={onError}
        onTimeUpdate={onTimeUpdate}
        data-active={isActive}
      />
      <button
        type="button"
        className="feed-video__surface"
        aria-label="Play"
        aria-pressed={isPlaying}
        onClick={onTap}
      />
      {flash && (
        <span key={flash.key} className="feed-video__flash" aria-hidden="true">
          {flash.icon === 'play' ? <PlayIcon /> : <PauseIcon />}
        </span>
      )}
      {isUnavailable && (
        <p className="feed-video__failed feed-video__unavailable">
          This video is not available offline.
        </p>
      )}
      {failed && (
        <LoadFailure
          className="feed-video__failed"
          title="Can't play this video."
          onRetry={retry}
        />
      )}
    </div>
  )
}
