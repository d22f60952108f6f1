// A video on screen that plays, with data enough, but whose time stands still is moved on a
// little, as media players do for a pipeline that stuck: a seek makes it start over from there.
// WebKit's GStreamer player (`npm run test:engines`) sometimes stood at 0 s this way, not paused,
// with all its data, and stayed there; the viewer would have looked at a still picture for good.
import { useEffect, type RefObject } from 'react'

/** How long its time may stand still, playing with data enough, before it is moved on. */
export const STAND_STILL_MS = 1_000
/** How far one nudge moves it on, s. */
export const NUDGE_S = 0.05
/** Nudges in one turn on screen; one that still stands after them is left as it is. */
export const MAX_NUDGES = 3

export function useStandStillNudge(ref: RefObject<HTMLVideoElement | null>, isActive: boolean) {
  useEffect(() => {
    const video = ref.current
    if (!video || !isActive) return
    let nudges = 0
    let seen = video.currentTime
    const timer = window.setInterval(() => {
      const standsStill =
        !video.paused &&
        !video.seeking &&
        video.readyState >= video.HAVE_FUTURE_DATA &&
        video.currentTime === seen
      seen = video.currentTime
      if (!standsStill || nudges >= MAX_NUDGES) return
      nudges += 1
      video.currentTime += NUDGE_S
    }, STAND_STILL_MS)
    return () => window.clearInterval(timer)
  }, [ref, isActive])
}
