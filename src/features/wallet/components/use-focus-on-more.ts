import { useEffect, useRef, type RefObject } from 'react'

/**
 * '...' appends a page: once it is drawn, focus moves to the first row it brought, so a screen
 * reader reads on from there and the next Tab reaches '...' again (rows hold no controls). Returns
 * what '...' calls before asking for the page.
 */
export function useFocusOnMore(listRef: RefObject<HTMLElement | null>, ids: readonly string[]) {
  const firstNew = useRef<number | null>(null)
  useEffect(() => {
    const index = firstNew.current
    if (index === null) return
    // A failure empties the history: there is no page to go to any more.
    if (ids.length < index) firstNew.current = null
    if (ids.length <= index) return
    firstNew.current = null
    const id = CSS.escape(ids[index]!)
    listRef.current?.querySelector<HTMLElement>(`[data-transaction-id="${id}"]`)?.focus()
  }, [ids, listRef])
  return () => {
    firstNew.current = ids.length
  }
}
