// Lazy script chunks: a load that fails or takes longer than 120 s is reported as a
// ChunkLoadError, so the page can offer a reload instead of hanging or crashing.
import { lazy, type ComponentType } from 'react'

export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError'
}

export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a script chunk took over ${timeoutMs} ms`)),
      timeoutMs,
    )
    load()
      .then(resolve, (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error)
        reject(new ChunkLoadError(reason, { cause: error }))
      })
      .finally(() => clearTimeout(timer))
  })
}

/** A component exported by name from a module: a lazy chunk of its own, under the time-out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself uses
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(() => loadChunk(async () => ({ default: (await load())[name] })))
}
