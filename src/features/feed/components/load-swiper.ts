// Swiper (about 22 kB gzip) is not part of Home's first render: the current slide is drawn
// without it, and swiping starts once it has arrived. Its download starts once the first screen
// is on show (the first poster or video frame; lib/first-screen.ts), so that on a slow link it
// does not delay the picture the viewer waits for, and never later than SWIPER_MAX_WAIT_MS.
import { whenFirstScreenShown } from '../../../lib/first-screen'

/** Swiping is possible this long after start-up at the latest, whatever the first video does. */
export const SWIPER_MAX_WAIT_MS = 3_000

let loading: Promise<typeof import('./swiper-parts')> | undefined

export function loadSwiper(): Promise<typeof import('./swiper-parts')> {
  loading ??= whenFirstScreenShown(SWIPER_MAX_WAIT_MS)
    .then(() => import('./swiper-parts'))
    .catch((error: unknown) => {
      // A failed download (offline before the worker cached it) is tried again by the next feed.
      loading = undefined
      throw error
    })
  return loading
}

void loadSwiper().catch(() => {})
