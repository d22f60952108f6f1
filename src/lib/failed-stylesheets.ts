// Vite's loader links a lazy chunk's stylesheet once per page: it remembers the address, not the
// outcome, so after a failed link (offline) the next load of that chunk does not link it again and
// the screen would come up unstyled. The links that failed are kept here and linked afresh
// (relink-stylesheet.ts, loaded only then) before the next chunk load.

const failed = new Set<HTMLLinkElement>()

/** Keeps the stylesheet links that fail from now on (their errors do not bubble: captured). */
export function watchStylesheetFailures(): void {
  window.addEventListener(
    'error',
    ({ target }) => {
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') failed.add(target)
    },
    true,
  )
}

/** Links every failed stylesheet afresh; resolves once they have loaded, rejects if one fails. */
export async function relinkFailedStylesheets(): Promise<void> {
  if (failed.size === 0) return
  const { relink } = await import('./relink-stylesheet')
  await Promise.all(
    [...failed].map((link) => {
      failed.delete(link)
      return relink(link)
    }),
  )
}
