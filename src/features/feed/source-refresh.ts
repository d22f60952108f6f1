// Which videos ahead are in a rendition that no longer fits the link. Each feed page names its
// videos in the rendition the backend chose for the `mbps` it was asked with (docs/api.md, GET
// /items); the running estimate moves on as the viewer watches (lib/bandwidth.ts), and a link that
// falls from 4G to slow 4G would otherwise play the rest of the pages already loaded, up to a dozen
// videos, in a rendition the link cannot carry. The pages those videos came from are asked for
// again with the estimate (`refreshFeedSources`) and the videos ahead take the sources named there.
// The one on screen and the next, which has started fetching, keep theirs.
import type { FeedState } from './feed-slice'

/** Sources asked for with an `mbps` this many times above or below the estimate are asked again. */
export const REFRESH_FACTOR = 1.5
/** How long after the estimate changed the pages are looked at, and at most how often. */
export const REFRESH_AFTER_MS = 1000
/** The first item ahead whose source may change, counted from the one on screen. */
export const REFRESH_FROM = 2

/** Whether a page asked with `asked` (null: none sent) may name another rendition for `mbps`
 * (both estimates, never below 0.1 Mbit/s: lib/bandwidth.ts). */
function isFar(asked: number | null, mbps: number) {
  return asked === null || Math.max(asked, mbps) / Math.min(asked, mbps) >= REFRESH_FACTOR
}

/** The pages to ask for again, for the playable videos from REFRESH_FROM ahead on (an offline
 * page's items were asked with nothing: they have no `askedWith`). A page already asked for again
 * is skipped by `refreshFeedSources` itself. */
export function pagesToRefresh(feed: FeedState, mbps: number): number[] {
  const pages = new Set<number>()
  for (const item of feed.items.slice(feed.activeIndex + REFRESH_FROM)) {
    const asked = feed.askedWith[item.id]
    if (!item.src || !asked) continue
    if (isFar(asked.mbps, mbps)) pages.add(asked.page)
  }
  return [...pages]
}
