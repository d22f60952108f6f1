// The one shape of every list that pages (DESIGN.md habit 12: feed, wallet, My Videos, admin
// lists) and the reducer logic they share: append a page, never an id twice.

export interface PagedList<T> {
  items: T[]
  /** Pages loaded so far; the next request asks for offset page × page size. */
  page: number
  hasMore: boolean
  isLoading: boolean
  /** The last failure's message, shown with a retry; null when the last load worked. */
  error: string | null
}

export function emptyPagedList<T>(): PagedList<T> {
  return { items: [], page: 0, hasMore: true, isLoading: false, error: null }
}

/** Adds a fetched page (mutates: for use inside a slice reducer). */
export function appendPage<T extends { id: string }>(
  list: PagedList<T>,
  items: readonly T[],
  hasMore: boolean,
): void {
  const known = new Set(list.items.map((item) => item.id))
  for (const item of items) {
    if (known.has(item.id)) continue
    known.add(item.id)
    list.items.push(item)
  }
  list.page += 1
  list.hasMore = hasMore
  list.isLoading = false
  list.error = null
}
