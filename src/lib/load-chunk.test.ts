import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, isChunkLoadError, loadChunk } from './load-chunk'

afterEach(() => vi.useRealTimers())

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 })
  })

  it('reports a failed import as a ChunkLoadError', async () => {
    const failing = loadChunk(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError)
    await expect(failing).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Failed to fetch',
    })
  })

  it('gives up after the time-out', async () => {
    vi.useFakeTimers()
    const hanging = loadChunk(() => new Promise<never>(() => {}), 120_000)
    const settled = expect(hanging).rejects.toSatisfy(isChunkLoadError)
    await vi.advanceTimersByTimeAsync(120_000)
    await settled
  })
})
