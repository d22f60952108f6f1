// The shapes of lists that page, and the reducer logic they share: a list that grows page by page
// (feed, wallet: append a page, never an id twice), and a list shown one page at a time with page
// controls (My Videos, the admin video lists). Their loading bookkeeping is server-data.ts's.
import { notLoaded, type Loadable } from './server-data'

export interface PagedList<T> extends Loadable {
  items: T[]
  /** Pages loaded so far; the next request asks for offset page × page size. */
  page: number
  hasMore: boolean
}

export function emptyPagedList<T>(): PagedList<T> {
  return { ...notLoaded(), items: [], page: 0, hasMore: true }
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
}

/** A list shown one page at a time: the page on screen replaces the one before. */
export interface ListPage<T> extends Loadable {
  items: T[]
  /** 0-based page on screen */
  page: number
  /** All items of the list, on every page. */
  count: number
}

export function emptyListPage<T>(): ListPage<T> {
  return { ...notLoaded(), items: [], page: 0, count: 0 }
}
