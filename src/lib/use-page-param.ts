// The page of a list shown a page at a time (My Videos, the admin video lists) lives in the URL
// (?page=2; page 1 has none), so Back and a reload keep it. A correction the user did not ask for
// (an emptied last page) may replace the history entry instead of adding one.
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

export type SetPage = (page: number, options?: { replace?: boolean }) => void

/** The 0-based page from `?page=` (1-based), and a setter. */
export function usePageParam(): [number, SetPage] {
  const [params, setParams] = useSearchParams()
  const page = Math.max(0, Math.floor(Number(params.get('page')) || 1) - 1)
  const setPage = useCallback<SetPage>(
    (next, options) => setParams(next > 0 ? { page: String(next + 1) } : {}, options),
    [setParams],
  )
  return [page, setPage]
}
