// The admin video lists' calls (docs/api.md, "Admin"): a page of videos, verify or paid, delete.
// A failed page shows 'Upload Error!' in place of the list; a refused change or delete is put
// back and the errors listener says 'Update Error!' or 'Delete Error!'; a 401 ends the session.
import { ADMIN_PAGE_SIZE, fetchManagerItems, updateManagerItem } from '../../api/admin'
import { deleteItem } from '../../api/items'
import type { Permission } from '../../api/types'
import { createAppAsyncThunk } from '../../app/hooks'

/** Which videos a list shows: one owner's or 'all', verified, unverified or (undefined) both. */
export interface AdminVideoFilter {
  owner: string
  isVerified?: boolean
}

export interface AdminVideoPageArg extends AdminVideoFilter {
  /** 0-based */
  page: number
  /** A refresh in the background after a video left the page: no spinner, no error shown. */
  quiet?: boolean
}

export interface AdminVideoChanges {
  isVerified?: boolean
  permission?: Permission
}

/** A change of verification takes a video off a list that shows only the other kind. */
export const leavesList = ({ isVerified: wanted }: AdminVideoFilter, changes: AdminVideoChanges) =>
  wanted !== undefined && changes.isVerified !== undefined && changes.isVerified !== wanted

export const UPDATE_FAILED = 'Update Error!'
export const DELETE_FAILED = 'Delete Error!'

export const fetchAdminVideos = createAppAsyncThunk(
  'moderation/fetchPage',
  ({ owner, isVerified, page }: AdminVideoPageArg) =>
    fetchManagerItems({ owner, isVerified, offset: page * ADMIN_PAGE_SIZE }),
  { screenShows: 'all but 401' },
)

export const updateAdminVideo = createAppAsyncThunk(
  'moderation/update',
  async ({ id, changes }: { id: string; changes: AdminVideoChanges }) => {
    await updateManagerItem(id, changes)
  },
  { toast: UPDATE_FAILED },
)

export const deleteAdminVideo = createAppAsyncThunk(
  'moderation/delete',
  async (id: string) => {
    await deleteItem(id)
  },
  { toast: DELETE_FAILED },
)
