// Firefox reports a load its service worker was answering as an error of the page ("Failed to load
// '…'. A ServiceWorker intercepted the request and encountered an unexpected error.") also when the
// page itself aborted that load. React does that to every <img> it mounts: it sets `src` again as
// it commits the element (so that `onLoad` fires), and Firefox restarts a load still in flight,
// aborting the first (NS_BINDING_ABORTED) and fetching again. Such a report is the engine's, not
// the app's: one is dropped for each load of the same address the page aborted. A worker that
// fails a load the page kept waiting for is still reported.

const INTERCEPTED =
  /^Error: Failed to load ‘(.+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/

/** `errors` without one interception report per aborted load of its address in `aborted`. */
export function withoutAbortedLoads(errors: string[], aborted: string[]): string[] {
  const left = new Map<string, number>()
  for (const url of aborted) left.set(url, (left.get(url) ?? 0) + 1)
  return errors.filter((error) => {
    const url = INTERCEPTED.exec(error)?.[1]
    const count = url === undefined ? 0 : (left.get(url) ?? 0)
    if (count === 0) return true
    left.set(url!, count - 1)
    return false
  })
}
