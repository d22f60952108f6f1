// Reactions made without network: one entry per user, video and reaction, so the final state wins,
// replayed oldest first when the network returns. Each entry belongs to the user who made it: it
// shows and is sent only in that user's session, never with another account's token. The storage is
// injected (IndexedDB in the app, a Map in tests); offline-store.ts wires it.
import { ApiError } from '../../api/api-error'
import { isNetworkFailure } from '../../api/network-failure'
import type { Reaction } from '../../api/items'
import type { ReactionArg } from './feed-thunks'

export interface QueuedReaction extends ReactionArg {
  /** Id of the user who made the change. */
  owner: string
  /** The state the server had before the first queued change: going back to it sends nothing. */
  from: boolean
  /** Order of the last change; also tells a replayed entry from one changed since. */
  seq: number
}

/** The little of a key-value store the queue needs (idb-keyval's shape). */
export interface KeyValueStore<V> {
  get(key: string): Promise<V | undefined>
  set(key: string, value: V): Promise<void>
  del(key: string): Promise<void>
  values(): Promise<V[]>
  clear(): Promise<void>
}

export function memoryStore<V>(): KeyValueStore<V> {
  const map = new Map<string, V>()
  return {
    get: (key) => Promise.resolve(map.get(key)),
    set: (key, value) => Promise.resolve(void map.set(key, value)),
    del: (key) => Promise.resolve(void map.delete(key)),
    values: () => Promise.resolve([...map.values()]),
    clear: () => Promise.resolve(map.clear()),
  }
}

const keyOf = (owner: string, reaction: Reaction, id: string) => `${owner}:${reaction}:${id}`

let lastSeq = 0
/** Increasing even within one millisecond, and across reloads (time based). */
function nextSeq(): number {
  lastSeq = Math.max(Date.now(), lastSeq + 1)
  return lastSeq
}

/** Sends one entry; resolves with the count the API answers. */
export type SendReaction = (entry: QueuedReaction) => Promise<number>

/** Runs a replay while no other tab replays (tab-lock.ts in the app). */
export type ReplayLock = (task: () => Promise<void>) => Promise<void>

const noLock: ReplayLock = (task) => task()

export function createReactionQueue(store: KeyValueStore<QueuedReaction>, lock = noLock) {
  let replaying: Promise<void> | null = null

  /** The owner's entries, oldest first. */
  const listOf = async (owner: string) =>
    (await store.values()).filter((entry) => entry.owner === owner).sort((a, b) => a.seq - b.seq)

  async function replayAll(
    owner: string,
    send: SendReaction,
    onSent: (entry: QueuedReaction, count: number) => void,
    goesOn: () => boolean,
  ) {
    const entries = await listOf(owner)
    for (const entry of entries) {
      // The session it was sent in has changed (another tab switched account): what is left
      // waits for its owner's next replay.
      if (!goesOn()) return
      let count: number
      try {
        count = await send(entry)
      } catch (error) {
        // No network or a server fault: try again on the next chance, in the same order.
        if (isNetworkFailure(error) || (error instanceof ApiError && error.status >= 500)) return
        // 401: stop and keep everything; the caller asks to log in.
        if (error instanceof ApiError && error.status === 401) throw error
        // Any other refusal (the video is gone) would fail forever: drop it.
        await settle(entry)
        continue
      }
      if (await settle(entry)) onSent(entry, count)
    }
  }

  /** Removes a sent entry unless it changed meanwhile; true when it was removed. */
  async function settle(entry: QueuedReaction): Promise<boolean> {
    const key = keyOf(entry.owner, entry.reaction, entry.id)
    if ((await store.get(key))?.seq !== entry.seq) return false
    await store.del(key)
    return true
  }

  return {
    /** A change of `owner`'s that the server has not seen yet. */
    async record({ id, reaction, on }: ReactionArg, owner: string): Promise<void> {
      const key = keyOf(owner, reaction, id)
      const from = (await store.get(key))?.from ?? !on
      if (on === from) await store.del(key)
      else await store.set(key, { owner, id, reaction, on, from, seq: nextSeq() })
    },
    /** `owner`'s queued changes, oldest first. */
    list: listOf,
    /** A live call settled this reaction: an older queued state must not overwrite it. */
    forget: (owner: string, reaction: Reaction, id: string) =>
      store.del(keyOf(owner, reaction, id)),
    /** Every user's entries (logging out forgets them all). */
    clear: () => store.clear(),
    /**
     * Sends `owner`'s queue oldest first; each success leaves the queue and is reported. It stops,
     * keeping the rest, as soon as `goesOn` says no (the session it started in is over). One
     * replay runs at a time: a second call joins the running one, and under `lock` a replay in
     * another tab goes first (the queue it leaves is what this one reads).
     */
    replay(
      owner: string,
      send: SendReaction,
      onSent: (entry: QueuedReaction, count: number) => void,
      goesOn: () => boolean = () => true,
    ) {
      replaying ??= lock(() => replayAll(owner, send, onSent, goesOn)).finally(() => {
        replaying = null
      })
      return replaying
    },
    /** For tests: resolves once no replay runs, so a new page starts without the last one's. */
    async idle(): Promise<void> {
      await replaying?.catch(() => {})
    },
  }
}

export type ReactionQueue = ReturnType<typeof createReactionQueue>
