// The next video starts in the very task of the swipe (or key) that brought it, before React has
// drawn the change: on a busy phone that drawing takes a frame or more, and the viewer would watch
// a still picture meanwhile. Only a video its FeedVideo marked as free to start by itself
// (`data-starts-itself`: loaded, no reduced motion, page on show) is started here; FeedVideo's own
// effect then finds it playing, pauses the one left behind for good and handles a refusal.

const videoAt = (root: HTMLElement, index: number) =>
  root.querySelector<HTMLVideoElement>(`[data-swiper-slide-index="${index}"] video`)

export function handOverPlayback(root: HTMLElement, from: number, to: number): void {
  if (from === to) return
  // Never two at once: with sound on, both would be heard.
  videoAt(root, from)?.pause()
  const next = videoAt(root, to)
  if (!next) return
  // A video left behind kept its place (feed-video.tsx): it starts again from the beginning.
  if (next.currentTime > 0) next.currentTime = 0
  if (next.dataset.startsItself === undefined || !next.paused) return
  next.play().catch(() => {
    // FeedVideo's effect plays it again and shows Play if the browser refuses.
  })
}
