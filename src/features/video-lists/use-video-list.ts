// A list of videos on screen (My Videos, the admin lists): the page the URL names, loaded again
// on Try again, and what its rows' controls do. A control waits while its video's request runs
// and has the focus back once it settles (src/lib/use-row-focus.ts). Delete asks first: the
// screen shows `toDelete` in a dialog. A delete, or a change that takes a video off the list,
// makes room: the page is loaded again quietly, so the next one moves up. A page emptied past the
// last one (here or in another tab) gives way to the last one.
import { isFulfilled } from '@reduxjs/toolkit'
import { useEffect, useMemo, useState, type RefObject } from 'react'
import type { FeedItem } from '../../api/types'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectUser } from '../auth/auth-slice'
import { usePageParam } from '../../lib/use-page-param'
import { useRowFocus } from '../../lib/use-row-focus'
import type { VideoChanges } from '../../api/admin'
import type { VideoFilter, VideoList } from './video-list-slice'

const NONE: readonly string[] = []

/** `rootRef`: an element always on screen around the list (see useRowFocus). */
export function useVideoList(
  videos: VideoList,
  filter: VideoFilter,
  rootRef: RefObject<HTMLElement | null>,
) {
  const dispatch = useAppDispatch()
  const list = useAppSelector((state) => videos.selectList(state, filter))
  const [page, setPage] = usePageParam()
  const [attempt, setAttempt] = useState(0)
  const [toDelete, setToDelete] = useState<FeedItem | null>(null)
  const pending = list?.pending
  const busyIds = useMemo(() => (pending ? Object.keys(pending) : NONE), [pending])
  const focusAfter = useRowFocus(rootRef, busyIds)
  // Loaded for the session on screen: a list whose session ended under it waits behind the login
  // popup, and loads again when its user signs in again (every list resets on the session's end).
  const userId = useAppSelector(selectUser)?.id

  useEffect(() => {
    if (userId) void dispatch(videos.fetchPage({ ...filter, page }))
  }, [dispatch, videos, filter, page, attempt, userId])

  const pageCount = Math.ceil((list?.count ?? 0) / videos.pageSize)
  const lastPage = Math.max(0, pageCount - 1)
  const isPastEnd =
    !!list?.isLoaded &&
    !list.isLoading &&
    list.page === page &&
    page > lastPage &&
    list.items.length === 0
  useEffect(() => {
    if (isPastEnd) setPage(lastPage, { replace: true })
  }, [isPastEnd, lastPage, setPage])

  /** Loads the page on screen again in the background. */
  const refresh = () => void dispatch(videos.fetchPage({ ...filter, page, quiet: true }))

  const change = async (item: FeedItem, changes: VideoChanges, control: string) => {
    focusAfter(item.id, control)
    const done = isFulfilled(await dispatch(videos.update({ id: item.id, changes })))
    if (done && videos.leavesList(filter, changes)) refresh()
    return done
  }

  return {
    list,
    page,
    pageCount,
    setPage,
    retry: () => setAttempt((n) => n + 1),
    refresh,
    /** Each resolves to whether the server took the change. */
    setVerified: (item: FeedItem, isVerified: boolean) =>
      change(item, { isVerified }, '[data-control="verify"]'),
    setPaid: (item: FeedItem, paid: boolean) =>
      change(item, { permission: paid ? 'PRIVATE' : 'PUBLIC' }, 'input[role="switch"]'),
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    /** Deletes the video asked about: resolves to it once deleted, else to null. */
    confirmDelete: async () => {
      if (!toDelete) return null
      setToDelete(null)
      focusAfter(toDelete.id, '[data-control="delete"]')
      if (!isFulfilled(await dispatch(videos.remove(toDelete.id)))) return null
      refresh()
      return toDelete
    },
  }
}
