// Swiper (about 22 kB gzip) is not part of Home's first render: the current slide is drawn
// without it, and swiping starts once it has arrived. Its download starts when this module runs,
// at start-up beside the first API calls, so it is usually there before the feed is.
let loading: Promise<typeof import('./swiper-parts')> | undefined

export function loadSwiper(): Promise<typeof import('./swiper-parts')> {
  loading ??= import('./swiper-parts').catch((error: unknown) => {
    // A failed download (offline before the worker cached it) is tried again by the next feed.
    loading = undefined
    throw error
  })
  return loading
}

void loadSwiper().catch(() => {})
