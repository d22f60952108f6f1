// What an admin video list's controls do: verify or unverify, paid or free, delete. Verify and
// Paid show at once (the slice is optimistic) and are put back on a refusal; each failure says
// SPEC.md §8's alert, and a 401 is left to the errors feature (login popup) without a second
// message. A video that left the page makes room: the page is loaded again quietly, so the next
// one moves up.
import { isRejected, type UnknownAction } from '@reduxjs/toolkit'
import { useMemo } from 'react'
import type { FeedItem } from '../../api/types'
import { useAppDispatch } from '../../app/hooks'
import { showErrorToast } from '../../lib/toast'
import {
  deleteAdminVideo,
  fetchAdminVideos,
  leavesList,
  updateAdminVideo,
  type AdminVideoChanges,
  type AdminVideoFilter,
} from './moderation-thunks'

export const UPDATE_FAILED = 'Update Error!'
export const DELETE_FAILED = 'Delete Error!'

/** True when it worked; a failure the screen tells (not a 401) gets `alert`. */
function settle(result: UnknownAction, alert: string): boolean {
  if (!isRejected(result)) return true
  if (result.meta.rejectedWithValue) showErrorToast(alert)
  return false
}

export function useAdminVideoActions(filter: AdminVideoFilter, page: number) {
  const dispatch = useAppDispatch()
  return useMemo(() => {
    const refresh = () => void dispatch(fetchAdminVideos({ ...filter, page, quiet: true }))
    const update = async (item: FeedItem, changes: AdminVideoChanges) => {
      const done = settle(await dispatch(updateAdminVideo({ id: item.id, changes })), UPDATE_FAILED)
      if (done && leavesList(filter, changes)) refresh()
      return done
    }
    return {
      setVerified: (item: FeedItem, isVerified: boolean) => update(item, { isVerified }),
      setPaid: (item: FeedItem, paid: boolean) =>
        update(item, { permission: paid ? 'PRIVATE' : 'PUBLIC' }),
      remove: async (item: FeedItem) => {
        const done = settle(await dispatch(deleteAdminVideo(item.id)), DELETE_FAILED)
        if (done) refresh()
        return done
      },
    }
  }, [dispatch, filter, page])
}
