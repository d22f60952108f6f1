// A stylesheet link that failed, put back as a fresh link (failed-stylesheets.ts).

/** Resolves once the fresh link has loaded; a failure is caught again by the watcher. */
export function relink(failed: HTMLLinkElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = failed.cloneNode() as HTMLLinkElement
    link.onload = () => resolve()
    link.onerror = () => reject(new Error(`Unable to load the stylesheet ${link.href}`))
    failed.replaceWith(link)
  })
}
