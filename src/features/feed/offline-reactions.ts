// A reaction the server could not be reached for: kept in its owner's queue (reaction-queue.ts,
// in IndexedDB through offline-store.ts) and shown as made. The queue goes out on start, on
// sign-in and when the network returns (feed-offline-listeners.ts).
import * as itemsApi from '../../api/items'
import type { FeedItem } from '../../api/types'
import { readTokenOwner } from '../../lib/session-token'
import type { AuthState } from '../auth/auth-slice'
import type { ReactionArg } from './feed-thunks'

/** IndexedDB code, fetched the first time a reaction or the feed needs it. */
export const loadOfflineStore = () => import('./offline-store')

/** The user whose queued reactions apply: the signed-in one, else the stored token's. */
export const queueOwner = (auth: AuthState): string | null => auth.userinfo?.id ?? readTokenOwner()

/**
 * Keeps the reaction for its owner to send later; `count` is the one the item shows (null when
 * the item is not in the feed).
 */
export async function queueReaction(arg: ReactionArg, items: FeedItem[], auth: AuthState) {
  const owner = queueOwner(auth)
  // Reacting needs a session; without one there is nobody to send the change for later.
  if (!owner) throw new Error('No session to keep the reaction for')
  await (await loadOfflineStore()).reactionQueue.record(arg, owner)
  const item = items.find((candidate) => candidate.id === arg.id)
  return {
    count: item ? item.metadata[itemsApi.reactionFields[arg.reaction].count] : null,
    queued: true,
  }
}
