// One feed video: only the active one plays, muted and inline, looped; a tap pauses, a double tap
// likes; a failed load is retried from where it stopped, then offered again by hand, and tried again
// by itself when the network comes back. On a page kept for offline use only the poster shows: the
// video bytes are never cached.
// A browser may refuse to start a video by itself even muted (iOS Low Power Mode, strict autoplay
// settings), and a viewer who asked for reduced motion gets no video that starts by itself: the
// video then waits with a large Play over it, and a tap plays it from inside the tap's own
// handler, the only place such a browser allows it. A page sent to the background pauses its
// video and plays it again on return.
// A video that leaves lets go of what it holds: unmounted, or left behind by a swipe, it is
// paused, its source dropped and load() called, which stops its download and frees the browser's
// decoder and buffer at once rather than when the element is collected; the link then goes to
// the video on screen. The swipe that brings one back gives it its source again and starts it
// from the beginning. It tells the feed how much it has buffered ahead (buffer-level.ts), which
// plans the next video's download by it.
// A video on screen that runs out of data shows a small spinner once it has waited 300 ms (a
// short wait shows nothing), and each time it stalls so while it plays it tells the feed, which
// after stalls again and again takes the link as slower than it thought (settings' videoStalled),
// so the videos ahead come in a lighter rendition. A shorter wait is no stall: a busy phone has
// them with a link to spare.
// One that plays with data enough but whose time stands still is moved on (use-stand-still-nudge.ts).
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type SyntheticEvent,
} from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import type { FeedItem } from '../../../api/types'
import { LoadFailure } from '../../../components/load-state'
import { decodedMbps } from '../../../lib/bandwidth'
import { isOnline, subscribeOnline } from '../../../lib/online-status'
import { usePageVisible, usePrefersReducedMotion } from '../../../lib/use-playback-conditions'
import { videoStalled } from '../../settings/settings-slice'
import {
  muteForced,
  playToggled,
  selectIsMuted,
  selectIsOfflinePage,
  selectIsPaused,
} from '../feed-slice'
import { bufferLevel, type BufferLevel } from './buffer-level'
import { PlayIcon } from './feed-icons'
import { useStandStillNudge } from './use-stand-still-nudge'
import { useTaps } from './use-taps'
import { recordView, VIEW_AFTER_SECONDS } from './video-views'

const MAX_RETRIES = 2
const RETRY_DELAY_MS = 600
/** Starts cut short in a row, before it plays, after which it stops starting itself again. */
const MAX_CUT_SHORT_STARTS = 3
/** A wait for data shorter than this shows nothing. */
export const STALL_SPINNER_MS = 300

interface FeedVideoProps {
  item: FeedItem
  isActive: boolean
  /** Whether the source may be fetched yet (data matters: not before its turn). */
  load: boolean
  preload: 'auto' | 'metadata' | 'none'
  /** Its picture is on screen: the first frame, the offline poster, or the failure note. */
  onShown: () => void
  /** Its buffer level changed; null: it let go of its source. */
  onBuffer: (id: string, level: BufferLevel | null) => void
  onDoubleTap: () => void
}

/** NotAllowedError: the browser refused to start it; AbortError: a load or a pause cut it short. */
const playError = (error: unknown) => (error instanceof DOMException ? error.name : '')

/** Stops its download and frees the browser's decoder and buffer now, not when it is collected. */
function letGo(video: HTMLVideoElement) {
  video.pause()
  video.removeAttribute('src')
  video.load()
}

/** Loads its source again, to go on where it was: a failure midway (the link dropped) does not
 * send the viewer back to its start. */
function reload(video: HTMLVideoElement, src: string) {
  const at = video.currentTime
  video.removeAttribute('src')
  video.load()
  video.src = src
  video.load()
  // Set before its metadata has come, this is where it starts (its default playback start position).
  if (at > 0) video.currentTime = at
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
  const retryTimer = useRef<number | undefined>(undefined)
  /** What the release on unmount took (its source, a retry it cut short), for a remount. */
  const released = useRef<{ src: string | null; retrying: boolean } | null>(null)
  const [failed, setFailed] = useState(false)
  /** Counts reloads of the source and starts cut short: each asks the effect below to decide again. */
  const [attempt, setAttempt] = useState(0)
  const [isPlaying, setIsPlaying] = useState(false)
  /** The browser refused to start it, or it may not start by itself: it waits for a tap. */
  const [waitsForTap, setWaitsForTap] = useState(false)
  /** The viewer started it with a tap: reduced motion no longer holds it back. */
  const startedByTap = useRef(false)
  /** Starts cut short since it last played; each asks the effect below to decide again. */
  const cutShortStarts = useRef(0)
  const isPageVisible = usePageVisible()
  const reducedMotion = usePrefersReducedMotion()
  useStandStillNudge(ref, isActive)
  /** The level last told to the feed. */
  const toldLevel = useRef<BufferLevel | null>(null)
  const tellLevel = (level: BufferLevel | null) => {
    if (level === toldLevel.current) return
    toldLevel.current = level
    handlers.onBuffer(item.id, level)
  }
  const reportBuffer = (video: HTMLVideoElement) => {
    if (video.getAttribute('src')) tellLevel(bufferLevel(video))
  }
  /** Waiting for data for STALL_SPINNER_MS or more, on screen. */
  const [isStalled, setIsStalled] = useState(false)
  const stallTimer = useRef<number | undefined>(undefined)
  /** It has played in this turn on screen, since it was last paused: waits for data since then are
   * stalls. Its playing tells, which may come before `isActive` does (the swipe starts it a task
   * before the feed marks it, feed-pager.tsx); a pause ends it (the swipe that leaves it pauses it). */
  const playedThisTurn = useRef(false)
  // Its id is never read but to clear it: a cleared one needs no resetting.
  const endWait = () => {
    window.clearTimeout(stallTimer.current)
    setIsStalled(false)
  }
  /** Only a video that is meant to play waits: the one on screen, which the swipe may have started
   * before `isActive` says so. One left behind was paused by that swipe. */
  const onWaiting = ({ currentTarget: video }: SyntheticEvent<HTMLVideoElement>) => {
    if (video.paused) return
    window.clearTimeout(stallTimer.current)
    const played = playedThisTurn.current
    stallTimer.current = window.setTimeout(() => {
      setIsStalled(true)
      if (played) dispatch(videoStalled(decodedMbps(video)))
    }, STALL_SPINNER_MS)
  }

  useEffect(() => {
    if (ref.current) ref.current.muted = isMuted
  }, [isMuted])

  /** The failed source is fetched again after a pause that grows with each retry. */
  const scheduleRetry = (video: HTMLVideoElement) => {
    retryTimer.current = window.setTimeout(() => {
      retryTimer.current = undefined
      reload(video, item.src)
      setAttempt((count) => count + 1)
    }, RETRY_DELAY_MS * retries.current)
  }

  // Before the playback effect below, so a remount finds its source back before it plays.
  useEffect(() => {
    const video = ref.current
    if (!video) return
    // Effects that run again on the same element (StrictMode rehearses an unmount on the first
    // mount in development) find it released: React, whose props have not changed, would not set
    // its source again, nor would the retry that was waiting come back.
    const taken = released.current
    released.current = null
    if (taken?.src) video.src = taken.src
    if (taken?.retrying) scheduleRetry(video)
    return () => {
      released.current = { src: video.getAttribute('src'), retrying: !!retryTimer.current }
      window.clearTimeout(retryTimer.current)
      retryTimer.current = undefined
      window.clearTimeout(stallTimer.current)
      letGo(video)
    }
    // Once per element: `scheduleRetry` reads the item of this slide, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Left behind (React has dropped its source): it stops what it was still fetching.
  const hadSource = useRef(false)
  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (load) {
      hadSource.current = true
      return
    }
    if (!hadSource.current) return
    hadSource.current = false
    letGo(video)
    tellLevel(null)
    // `tellLevel` reads a ref and this slide's item, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load])

  // Nothing more will arrive: what shows now is what there is to see, and nothing is fetched.
  useEffect(() => {
    if (isUnavailable || failed) {
      onShown()
      tellLevel('spare')
    }
    // `tellLevel` reads a ref and this slide's item, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isUnavailable, failed, onShown])

  // A new turn on screen counts its own waits, and a wait of the last one shows nothing.
  const [activeBefore, setActiveBefore] = useState(isActive)
  if (activeBefore !== isActive) {
    setActiveBefore(isActive)
    if (!isActive) setIsStalled(false)
  }
  useEffect(() => {
    if (isActive) return
    playedThisTurn.current = false
    window.clearTimeout(stallTimer.current)
  }, [isActive])

  /** Starts the video; a refusal leaves it waiting for a tap (muted first, if sound was the reason).
   * A start cut short (a new load of the source, a pause) makes the effect below decide again once
   * React has drawn what caused it: a video still on screen would otherwise sit on its first frame
   * with no Play over it, and one swiped away stays still. Each cut counts, as a video may be cut
   * short more than once before it first plays (a load, then a pause, then another load); a few in a
   * row without playing, and it waits for a tap instead, so a browser that cuts its own starts cannot
   * spin. */
  const play = (video: HTMLVideoElement) =>
    video.play().catch((error: unknown) => {
      if (playError(error) === 'AbortError') {
        cutShortStarts.current += 1
        if (cutShortStarts.current < MAX_CUT_SHORT_STARTS) setAttempt((count) => count + 1)
        else setWaitsForTap(true)
        return
      }
      if (playError(error) !== 'NotAllowedError') return
      if (video.muted) {
        setWaitsForTap(true)
        return
      }
      dispatch(muteForced())
      video.muted = true
      void video.play().catch((retryError: unknown) => {
        if (playError(retryError) === 'NotAllowedError') setWaitsForTap(true)
      })
    })

  useEffect(() => {
    const video = ref.current
    if (!video || !load || failed) return
    if (!isActive || isPaused || !isPageVisible) {
      video.pause()
      if (!isActive) {
        startedByTap.current = false
        // Cut short by leaving: a later turn starts afresh.
        cutShortStarts.current = 0
      }
      return
    }
    if (reducedMotion && !startedByTap.current) setWaitsForTap(true)
    else void play(video)
    // `play` only reads refs and stable dispatch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isActive, isPaused, isPageVisible, reducedMotion, load, failed, attempt])

  const taps = useTaps(() => dispatch(playToggled()), handlers.onDoubleTap)
  const onSurfaceClick = (event: MouseEvent) => {
    const video = ref.current
    if (!video || !load || failed || !video.paused) {
      taps(event)
      return
    }
    // A stopped video plays at once, inside this handler; a second tap still likes.
    startedByTap.current = true
    if (isPaused) dispatch(playToggled())
    void play(video)
    taps(event, null)
  }

  /** The failure met last: a browser may set `error` some time before its event fires. */
  const metError = useRef<MediaError | null>(null)
  const onError = (video: HTMLVideoElement) => {
    if (video.error && video.error === metError.current) return
    metError.current = video.error
    if (retries.current >= MAX_RETRIES) {
      setFailed(true)
      return
    }
    retries.current += 1
    scheduleRetry(video)
  }

  // A render in a transition (the first one, a new range of slides) creates the video, and so
  // starts its load, a while before React puts it on the page; React drops the media events that
  // come meanwhile. As it goes on the page, catch up on those that matter; its events do the rest
  // (an error met here whose event comes later counts once).
  const caughtUp = useRef(false)
  useLayoutEffect(() => {
    const video = ref.current
    if (caughtUp.current || !video?.getAttribute('src')) return
    caughtUp.current = true
    if (video.error) onError(video)
    else if (video.readyState >= video.HAVE_CURRENT_DATA) onShown()
    reportBuffer(video)
    // Only what came before the first commit: the handlers take it from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const retry = () => {
    retries.current = 0
    setFailed(false)
    if (ref.current) reload(ref.current, item.src)
    setAttempt((count) => count + 1)
  }

  // One that could not play tries again by itself once the network is back.
  useEffect(() => {
    if (!failed) return
    return subscribeOnline(() => {
      if (isOnline()) retry()
    })
    // `retry` reads refs, setters and this slide's item, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed])

  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    reportBuffer(event.currentTarget)
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
        onLoadedData={(event) => {
          onShown()
          reportBuffer(event.currentTarget)
        }}
        onProgress={(event) => reportBuffer(event.currentTarget)}
        onWaiting={onWaiting}
        onPlaying={() => {
          cutShortStarts.current = 0
          playedThisTurn.current = true
          endWait()
          setIsPlaying(true)
          setWaitsForTap(false)
        }}
        onPause={() => {
          playedThisTurn.current = false
          endWait()
          setIsPlaying(false)
        }}
        onError={(event) => onError(event.currentTarget)}
        onTimeUpdate={onTimeUpdate}
        data-active={isActive}
        // The swipe that makes it active may start it at once (playback-handover.ts).
        data-starts-itself={load && !failed && !reducedMotion && isPageVisible ? '' : undefined}
      />
      <button
        type="button"
        className="feed-video__surface"
        aria-label="Play"
        aria-pressed={isPlaying}
        onClick={onSurfaceClick}
      />
      {isActive && !isPlaying && (waitsForTap || isPaused) && (
        <span className="feed-video__play" aria-hidden="true">
          <PlayIcon />
        </span>
      )}
      {isActive && isStalled && !failed && (
        <span className="feed-video__waiting" aria-hidden="true" />
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
