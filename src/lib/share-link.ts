// Sharing a link: the system share sheet where the browser has one, otherwise the clipboard with
// a toast, and if that is refused too a toast that shows the link itself. Nothing here needs the
// network, and nothing throws: a tap on Share always ends in the sheet or in a message.
import { showErrorToast, showSuccessToast } from './toast'

export interface SharedLink {
  title: string
  url: string
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'shown'

/** Long enough to read or select the link by hand. */
const LINK_TOAST_MS = 20_000

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError'

async function copy(url: string): Promise<ShareOutcome> {
  try {
    // Undefined outside a secure context: the throw lands in the catch below.
    await navigator.clipboard.writeText(url)
    showSuccessToast('Link copied.')
    return 'copied'
  } catch {
    showErrorToast(`The link could not be copied: ${url}`, LINK_TOAST_MS)
    return 'shown'
  }
}

/**
 * Call it straight from the tap's handler: browsers allow the share sheet and the clipboard only
 * during a user gesture, and both are reached here before the first await.
 */
export async function shareLink(link: SharedLink): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: link.title, url: link.url })
      return 'shared'
    } catch (error) {
      // The user closed the sheet: they chose not to share, so nothing more happens.
      if (isAbort(error)) return 'cancelled'
      // Any other refusal (no target, a sheet already open, a policy): copying still helps.
    }
  }
  return copy(link.url)
}
