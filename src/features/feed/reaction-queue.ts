// Reactions made without network (issue 12 "Nothing lost offline"): one entry per video and
// reaction, so the final state wins, replayed oldest first when the network returns. The storage
// is injected (IndexedDB in the app, a Map in tests); offline-store.ts wires it.
import { ApiError } from '../../api/api-error'
import { isNetworkFailure } from '../../api/network-failure'
import type { Reaction, ReactionArg } from './feed-thunks'

export interface QueuedReaction extends ReactionArg {
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

const keyOf = (reaction: Reaction, id: string) => `${reaction}:${id}`

let lastSeq = 0
/** Increasing even within one millisecond, and across reloads (time based). */
function nextSeq(): number {
  lastSeq = Math.max(Date.now(), lastSeq + 1)
  return lastSeq
}

/** Sends one entry; resolves with the count the API answers. */
export type SendReaction = (entry: QueuedReaction) => Promise<number>

export function createReactionQueue(store: KeyValueStore<QueuedReaction>) {
  let replaying: Promise<void> | null = null

  async function replayAll(
    send: SendReaction,
    onSent: (entry: QueuedReaction, count: number) => void,
  ) {
    const entries = (await store.values()).sort((a, b) => a.seq - b.seq)
    for (const entry of entries) {
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
    const key = keyOf(entry.reaction, entry.id)
    if ((await store.get(key))?.seq !== entry.seq) return false
    await store.del(key)
    return true
  }

  return {
    /** A change the server has not seen yet. */
    async record({ id, reaction, on }: ReactionArg): Promise<void> {
      const key = keyOf(reaction, id)
      const from = (await store.get(key))?.from ?? !on
      if (on === from) await store.del(key)
      else await store.set(key, { id, reaction, on, from, seq: nextSeq() })
    },
    /** Queued changes, oldest first. */
    async list(): Promise<QueuedReaction[]> {
      return (await store.values()).sort((a, b) => a.seq - b.seq)
    },
    /** A live call settled this reaction: an older queued state must not overwrite it. */
    forget: (reaction: Reaction, id: string) => store.del(keyOf(reaction, id)),
    clear: () => store.clear(),
    /**
     * Sends the queue oldest first; each success leaves the queue and is reported. One replay
     * runs at a time: a second call joins the running one.
     */
    replay(send: SendReaction, onSent: (entry: QueuedReaction, count: number) => void) {
      replaying ??= replayAll(send, onSent).finally(() => {
        replaying = null
      })
      return replaying
    },
  }
}

export type ReactionQueue = ReturnType<typeof createReactionQueue>
