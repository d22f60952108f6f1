// video_view is recorded once per item per session (the page's lifetime).
import { track } from '../../../lib/analytics'

const viewed = new Set<string>()

export const VIEW_AFTER_SECONDS = 1

/** For tests: a new page load, where no video has been viewed yet. */
export function forgetViews(): void {
  viewed.clear()
}

export function recordView(id: string): void {
  if (viewed.has(id)) return
  viewed.add(id)
  void track('video_view', { videoId: id })
}
