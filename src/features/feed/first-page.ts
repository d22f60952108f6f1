// The feed's first page, sent before the rest of the app has started (src/app/early-calls.ts): on
// Home a viewer waits first for this call, then for the first video's bytes. Not on a shared
// video's link, whose page starts with the video. The feed's own call takes the answer when it
// asks for the same page with the same token (lib/early-call.ts).
import { fetchFeed, type FeedQuery } from '../../api/items'
import type { FeedPage } from '../../api/types'
import { paths } from '../../config/paths'
import { linkedVideoId } from '../../config/video-link'
import { reportedBandwidth } from '../../lib/bandwidth'
import { earlyCall } from '../../lib/early-call'
import { storedFeedFilter, storedLastViewed } from './feed-storage'

const firstPage = earlyCall<FeedPage>()

const keyOf = ({ offset, filter, mbps, vid }: FeedQuery) =>
  JSON.stringify([offset, filter, mbps ?? null, vid || null])

/** Sends the first page's call now when the app opens on `href` and shows the feed from its start. */
export function sendFirstPageOn(href: string): void {
  const url = new URL(href)
  if (url.pathname !== paths.home || linkedVideoId(href)) return
  // What the store starts from (feed-slice.ts, settings-slice.ts).
  const query: FeedQuery = {
    offset: 0,
    filter: storedFeedFilter(),
    mbps: reportedBandwidth() ?? undefined,
    vid: storedLastViewed(),
  }
  firstPage.send(keyOf(query), () => fetchFeed(query))
}

/** The early answer to `query`, if it was sent with it and the token stored now; taken once. */
export const takeFirstPage = (query: FeedQuery) => firstPage.take(keyOf(query))

/** For tests: a new page load. */
export const forgetFirstPage = () => firstPage.forget()
