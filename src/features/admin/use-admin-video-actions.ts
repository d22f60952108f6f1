// What an admin video list's controls do: verify or unverify, paid or free, delete. Verify and
// Paid show at once (the slice is optimistic) and are put back on a refusal, which the errors
// listener tells. A video that left the page makes room: the page is loaded again quietly, so
// the next one moves up.
import { isFulfilled } from '@reduxjs/toolkit'
import { useMemo } from 'react'
import type { FeedItem } from '../../api/types'
import { useAppDispatch } from '../../app/hooks'
import {
  deleteAdminVideo,
  fetchAdminVideos,
  leavesList,
  updateAdminVideo,
  type AdminVideoChanges,
  type AdminVideoFilter,
} from './moderation-thunks'

export function useAdminVideoActions(filter: AdminVideoFilter, page: number) {
  const dispatch = useAppDispatch()
  return useMemo(() => {
    const refresh = () => void dispatch(fetchAdminVideos({ ...filter, page, quiet: true }))
    const update = async (item: FeedItem, changes: AdminVideoChanges) => {
      const done = isFulfilled(await dispatch(updateAdminVideo({ id: item.id, changes })))
      if (done && leavesList(filter, changes)) refresh()
      return done
    }
    return {
      setVerified: (item: FeedItem, isVerified: boolean) => update(item, { isVerified }),
      setPaid: (item: FeedItem, paid: boolean) =>
        update(item, { permission: paid ? 'PRIVATE' : 'PUBLIC' }),
      remove: async (item: FeedItem) => {
        const done = isFulfilled(await dispatch(deleteAdminVideo(item.id)))
        if (done) refresh()
        return done
      },
    }
  }, [dispatch, filter, page])
}
