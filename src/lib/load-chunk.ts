// Lazy script chunks: a load that fails or takes longer than 120 s is reported as a
// ChunkLoadError, so the page can offer a reload instead of hanging or crashing.
// A lazy component whose chunk failed loads it again the next time it is drawn once its failure
// has been shown (the next open of the modal, the next visit of the page), not from a failure
// React.lazy would keep for good. Never while the failure shows: React draws a failed part again
// before it gives up to its error boundary, and each of those must not start a new download.
// The browser keeps a failed fetch of a module (or of its modulepreload) in its module map for the
// life of the page: every later import of that chunk fails at once, without asking the network.
// So no chunk is asked for while the device is offline with no service worker to answer; opened
// again online, it loads. (A fetch that fails while the device counts as online stays failed until
// the page reloads, which the failure's message asks for.) Vite's loader keeps a failure too, for a
// chunk's stylesheet (failed-stylesheets.ts).
import { createElement, lazy, type ComponentProps, type ComponentType } from 'react'
import { relinkFailedStylesheets, watchStylesheetFailures } from './failed-stylesheets'
import { isOnline } from './online-status'
import { workerControls } from './worker-control'

export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  /** Set by a lazy component (`lazyExport`): its next render loads the chunk again. */
  declare retryNextTime?: () => void
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError'
}

/**
 * An error boundary calls this once it shows `error` in place of what failed: if that was a lazy
 * component's chunk, the component loads it again when next drawn.
 */
export function chunkFailureShown(error: unknown): void {
  if (isChunkLoadError(error)) error.retryNextTime?.()
}

// Before any chunk loads: Vite links a chunk's stylesheet as it starts loading it.
watchStylesheetFailures()

export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (!isOnline() && !workerControls()) {
      reject(new ChunkLoadError('Offline, with no service worker to answer'))
      return
    }
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a script chunk took over ${timeoutMs} ms`)),
      timeoutMs,
    )
    relinkFailedStylesheets()
      .then(load)
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
  const fresh = () => {
    const component = lazy(() =>
      loadChunk(async () => ({ default: (await load())[name] })).catch((error: unknown) => {
        if (error instanceof ChunkLoadError) {
          error.retryNextTime = () => {
            if (current === component) current = fresh()
          }
        }
        throw error
      }),
    )
    return component
  }
  let current = fresh()
  return (props: ComponentProps<M[K]>) => createElement(current, props)
}
