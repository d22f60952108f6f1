// Lazy script chunks: a load that fails or takes longer than 120 s is reported
// as a ChunkLoadError, so the page can offer a reload instead of hanging or crashing.

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
