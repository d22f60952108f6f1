// The offline reaction queue's rules over an in-memory store (jsdom has no IndexedDB).
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/api-error'
import { NETWORK_ERROR_MESSAGE } from '../../api/client'
import { createReactionQueue, memoryStore, type QueuedReaction } from './reaction-queue'

const OWNER = 'u1'

const states = (entries: QueuedReaction[]) =>
  entries.map(({ id, reaction, on }) => `${reaction}:${id}:${on}`)

describe('reaction queue', () => {
  it('keeps one entry per video and reaction, the last state winning, in order', async () => {
    const queue = createReactionQueue(memoryStore())
    await queue.record({ id: 'v1', reaction: 'like', on: true }, OWNER)
    await queue.record({ id: 'v2', reaction: 'favorite', on: true }, OWNER)
    await queue.record({ id: 'v3', reaction: 'like', on: false }, OWNER)
    expect(states(await queue.list(OWNER))).toEqual([
      'like:v1:true',
      'favorite:v2:true',
      'like:v3:false',
    ])
  })

  it("lists and sends only the given user's entries, keeping the others'", async () => {
    const queue = createReactionQueue(memoryStore())
    await queue.record({ id: 'v1', reaction: 'like', on: true }, OWNER)
    await queue.record({ id: 'v1', reaction: 'like', on: false }, 'u2')
    expect(states(await queue.list(OWNER))).toEqual(['like:v1:true'])
    const send = vi.fn().mockResolvedValue(1)
    await queue.replay(OWNER, send, () => {})
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ owner: OWNER, on: true }))
    expect(states(await queue.list('u2'))).toEqual(['like:v1:false'])
  })

  it('going back to the state the server has leaves nothing to send', async () => {
    const queue = createReactionQueue(memoryStore())
    await queue.record({ id: 'v1', reaction: 'like', on: true }, OWNER)
    await queue.record({ id: 'v1', reaction: 'like', on: false }, OWNER)
    await queue.record({ id: 'v2', reaction: 'favorite', on: false }, OWNER)
    await queue.record({ id: 'v2', reaction: 'favorite', on: true }, OWNER)
    expect(await queue.list(OWNER)).toEqual([])
  })

  it('replays oldest first; each success leaves the queue and is reported', async () => {
    const queue = createReactionQueue(memoryStore())
    await queue.record({ id: 'v1', reaction: 'like', on: true }, OWNER)
    await queue.record({ id: 'v2', reaction: 'like', on: true }, OWNER)
    const sent: string[] = []
    const onSent = vi.fn()
    await queue.replay(
      OWNER,
      ({ id }) => {
        sent.push(id)
        return Promise.resolve(7)
      },
      onSent,
    )
    expect(sent).toEqual(['v1', 'v2'])
    expect(onSent).toHaveBeenCalledTimes(2)
    expect(onSent).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'v2' }), 7)
    expect(await queue.list(OWNER)).toEqual([])
  })

  it('stops at a network failure or server fault and keeps the rest, in order', async () => {
    for (const failure of [
      new ApiError(NETWORK_ERROR_MESSAGE, 500),
      new ApiError('Down for a moment', 503),
    ]) {
      const queue = createReactionQueue(memoryStore())
      await queue.record({ id: 'v1', reaction: 'like', on: true }, OWNER)
      await queue.record({ id: 'v2', reaction: 'like', on: true }, OWNER)
      const send = vi.fn().mockRejectedValue(failure)
      await queue.replay(OWNER, send, () => {})
      expect(send).toHaveBeenCalledTimes(1)
      expect(states(await queue.list(OWNER))).toEqual(['like:v1:true', 'like:v2:true'])
    }
  })

  it('a 401 stops the replay with the error and keeps the queue', async () => {
    const queue = createReactionQueue(memoryStore())
    await queue.record({ id: 'v1', reaction: 'like', on: true }, OWNER)
    const unauthorised = new ApiError('Please log in.', 401)
    await expect(
      queue.replay(
        OWNER,
        () => Promise.reject(unauthorised),
        () => {},
      ),
    ).rejects.toBe(unauthorised)
    expect(states(await queue.list(OWNER))).toEqual(['like:v1:true'])
  })

  it('drops an entry the server refuses for good and goes on', async () => {
    const queue = createReactionQueue(memoryStore())
    await queue.record({ id: 'gone', reaction: 'like', on: true }, OWNER)
    await queue.record({ id: 'v2', reaction: 'like', on: true }, OWNER)
    const sent: string[] = []
    await queue.replay(
      OWNER,
      ({ id }) => {
        sent.push(id)
        return id === 'gone' ? Promise.reject(new ApiError('Not found', 404)) : Promise.resolve(1)
      },
      () => {},
    )
    expect(sent).toEqual(['gone', 'v2'])
    expect(await queue.list(OWNER)).toEqual([])
  })

  it('keeps an entry changed while its call ran; a second replay joins the running one', async () => {
    const queue = createReactionQueue(memoryStore())
    await queue.record({ id: 'v1', reaction: 'like', on: true }, OWNER)
    let release = () => {}
    const send = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          release = () => resolve(1)
        }),
    )
    const onSent = vi.fn()
    const first = queue.replay(OWNER, send, onSent)
    const second = queue.replay(OWNER, send, onSent)
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    // Unliked, then liked again while the like was on its way: a newer change of the same state.
    await queue.record({ id: 'v1', reaction: 'like', on: true }, OWNER)
    release()
    await Promise.all([first, second])
    expect(send).toHaveBeenCalledTimes(1)
    expect(onSent).not.toHaveBeenCalled()
    expect(states(await queue.list(OWNER))).toEqual(['like:v1:true'])
  })
})

describe('reaction queue under a lock shared by tabs', () => {
  it('a replay waiting for another tab reads the queue that tab left, sending nothing twice', async () => {
    const store = memoryStore<QueuedReaction>()
    // A lock that queues its tasks, as the Web Locks API does across tabs.
    let tail = Promise.resolve()
    const lock = (task: () => Promise<void>) => (tail = tail.then(task))
    const tabA = createReactionQueue(store, lock)
    const tabB = createReactionQueue(store, lock)
    await tabA.record({ id: 'v1', reaction: 'like', on: true }, OWNER)
    const send = vi.fn().mockResolvedValue(1)
    await Promise.all([tabA.replay(OWNER, send, () => {}), tabB.replay(OWNER, send, () => {})])
    expect(send).toHaveBeenCalledTimes(1)
    expect(await tabB.list(OWNER)).toEqual([])
  })
})
