// Swiper (about 22 kB gzip) is not part of Home's first render: the current slide is drawn
// without it, and a gesture made before it arrives is kept (kept-gestures.ts). Its download
// starts once the first screen is on show (the first poster or video frame; lib/first-screen.ts),
// so that on a slow link it does not delay the picture the viewer waits for; at once when the
// viewer starts to swipe; and never later than SWIPER_MAX_WAIT_MS.
import { whenFirstScreenShown } from '../../../lib/first-screen'

/** Swiping is possible this long after start-up at the latest, whatever the first video does. */
export const SWIPER_MAX_WAIT_MS = 3_000

let loading: Promise<typeof import('./swiper-parts')> | undefined
let hurry: () => void = () => {}
const hurried = new Promise<void>((resolve) => {
  hurry = resolve
})

export function loadSwiper(): Promise<typeof import('./swiper-parts')> {
  loading ??= Promise.race([whenFirstScreenShown(SWIPER_MAX_WAIT_MS), hurried])
    .then(() => import('./swiper-parts'))
    .catch((error: unknown) => {
      // A failed download (offline before the worker cached it) is tried again by the next feed.
      loading = undefined
      throw error
    })
  return loading
}

/** The viewer is swiping already: stop waiting for the first screen. */
export function loadSwiperNow(): void {
  hurry()
}

void loadSwiper().catch(() => {})
