// A bitrate ladder for the feed, for the field benchmark only (`npm run bench:field`,
// tests/bench/field.ts): each GET /items answer names, for every item, one rendition of a
// realistic clip chosen by the call's `mbps` (docs/api.md, GET /items), as a backend with several
// encodings of each video would. Off unless a server is started with `mediaLadder`
// (server/mock-api-server.ts); the seeded clips are answered otherwise.
//
// The files live outside the repository (the benchmark generates them): `<rendition>/clip-<n>.mp4`
// and `<rendition>/poster-<n>.jpg`, served under /media/ladder/. Items share the clips, so each
// URL carries the item's id: every video and poster is its own resource to the browser and its
// caches, as in a real feed.
import { mediaUrl } from './media-urls'

export interface Rendition {
  /** The folder of its files, e.g. '720p'. */
  name: string
  /** Bitrate of the whole file (video and sound), kbit/s. */
  kbps: number
}

export interface MediaLadder {
  renditions: Rendition[]
  /** Clips per rendition, numbered from 1. */
  clips: number
}

export const LADDER_PATH = '/media/ladder'

/** A rendition may take at most this share of the bandwidth the client measured. */
export const LADDER_SHARE = 0.6

let ladder: MediaLadder | null = null

/** The ladder GET /items answers from now on; null = the seeded clips. Survives resets. */
export function setMediaLadder(next: MediaLadder | null): void {
  ladder = next
}

export const currentMediaLadder = () => ladder

/**
 * The highest rendition whose bitrate is at most LADDER_SHARE of `mbps`; the lowest when none
 * is; the middle one (the lower of two) when the client sent no usable measure.
 */
export function chooseRendition(renditions: Rendition[], mbps: number | null): Rendition {
  const byRate = [...renditions].sort((a, b) => a.kbps - b.kbps)
  const lowest = byRate[0]
  if (!lowest) throw new Error('A media ladder needs a rendition')
  if (mbps === null) return byRate[Math.floor((byRate.length - 1) / 2)] ?? lowest
  const fitting = byRate.filter((rendition) => rendition.kbps <= mbps * 1000 * LADDER_SHARE)
  return fitting.at(-1) ?? lowest
}

/** `mbps` as GET /items received it: a number of Mbit/s, or null when absent or unreadable. */
export function readMbps(url: URL): number | null {
  const raw = url.searchParams.get('mbps')
  const mbps = raw === null || raw.trim() === '' ? Number.NaN : Number(raw)
  return Number.isFinite(mbps) && mbps >= 0 ? mbps : null
}

/** File names inside a rendition's folder. */
export const ladderClip = (clip: number) => `clip-${clip}.mp4`
export const ladderPoster = (clip: number) => `poster-${clip}.jpg`

/** Spreads the items over the clips, the same clip for an item on every page. */
function clipOf(itemId: string, clips: number): number {
  let hash = 0
  for (const char of itemId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return (hash % clips) + 1
}

/** An item's src (kept empty for a locked one) and poster from the ladder, when it is on. */
export function withLadderMedia<T extends { id: string; src: string; poster: string }>(
  item: T,
  mbps: number | null,
): T {
  if (!ladder) return item
  const rendition = chooseRendition(ladder.renditions, mbps)
  const clip = clipOf(item.id, ladder.clips)
  const file = (name: string) =>
    `${mediaUrl(`${LADDER_PATH}/${rendition.name}/${name}`)}?item=${encodeURIComponent(item.id)}`
  return {
    ...item,
    src: item.src ? file(ladderClip(clip)) : '',
    poster: file(ladderPoster(clip)),
  }
}
