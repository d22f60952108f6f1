// The page's side of video pacing (the rule: video-pacing-protocol.ts): it tells the service
// worker where each video with a source is, whenever that changes (its duration known, played,
// paused, sought, its source let go) and once a second while it plays, so the worker's own
// reckoning of the playhead does not drift. Every video of the page, on any screen, is heard
// (its events caught on their way down).
import { PACE_VIDEO, type PaceMessage } from './video-pacing-protocol'

/** A playing video's word is renewed this often. */
export const RENEW_MS = 1_000

const HAVE_METADATA = 1
/** Below this, a playing video's time stands still for want of data. */
const HAVE_FUTURE_DATA = 3

/** What to tell of `video`; null while it has no source, or nothing of it is known yet. */
export function paceOf(video: HTMLMediaElement): PaceMessage | null {
  const url = video.currentSrc
  if (!url.startsWith('http') || video.readyState < HAVE_METADATA) return null
  return {
    type: PACE_VIDEO,
    url,
    position: video.currentTime,
    playing: !video.paused,
    played: video.played.length > 0,
    waiting: !video.paused && video.readyState < HAVE_FUTURE_DATA,
  }
}

/** Tells `post` of `root`'s videos from now on; returns a function that stops. */
export function paceVideos(
  root: Document,
  post: (message: PaceMessage) => void,
  now: () => number = () => performance.now(),
): () => void {
  const told = new WeakMap<HTMLMediaElement, { at: number; message: PaceMessage }>()
  const tell = (video: HTMLMediaElement, renewal: boolean) => {
    if (renewal && now() - (told.get(video)?.at ?? -Infinity) < RENEW_MS) return
    const message = paceOf(video)
    if (!message) return
    told.set(video, { at: now(), message })
    post(message)
  }
  // A video that let go of its source (left behind by a swipe) plays no more: the worker must not
  // keep reckoning it as playing, nor hold the next one for it.
  const letGo = (video: HTMLMediaElement) => {
    const last = told.get(video)?.message
    told.delete(video)
    if (last?.playing) post({ ...last, playing: false, played: true, waiting: false })
  }
  const listener = (event: Event) => {
    if (!(event.target instanceof HTMLMediaElement)) return
    if (event.type === 'emptied') letGo(event.target)
    else tell(event.target, event.type === 'timeupdate')
  }
  const types = [
    'loadedmetadata',
    'play',
    'playing',
    'pause',
    'seeked',
    'waiting',
    'timeupdate',
    'emptied',
  ]
  for (const type of types) root.addEventListener(type, listener, true)
  root.querySelectorAll('video').forEach((video) => tell(video, false))
  return () => {
    for (const type of types) root.removeEventListener(type, listener, true)
  }
}
