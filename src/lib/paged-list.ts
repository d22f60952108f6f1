// The shapes of lists that page and the reducer logic they share: a list
// that grows page by page (feed, wallet: append a page, never an id twice), and a list shown
// one page at a time with page controls (My Videos, the admin video lists).

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

/** A list shown one page at a time: the page on screen replaces the one before. */
export interface ListPage<T> {
  items: T[]
  /** 0-based page on screen */
  page: number
  /** All items of the list, on every page. */
  count: number
  /** True while a page is loading in front of the user (not for a quiet refresh). */
  isLoading: boolean
  isLoaded: boolean
  /** The last failed load's message ('' without a reason); null when it worked. */
  error: string | null
  /** The page request whose answer counts; an older one answering late is dropped. */
  requestId: string | null
}

export function emptyListPage<T>(): ListPage<T> {
  return {
    items: [],
    page: 0,
    count: 0,
    isLoading: false,
    isLoaded: false,
    error: null,
    requestId: null,
  }
}
