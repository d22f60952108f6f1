// The admin video lists' calls (API.md #30 a page of videos, #31 verify or paid, #19 delete).
// Every failure is the screen's to tell ('Upload Error!', 'Update Error!', 'Delete Error!'), so
// each rejects with its own value and the errors feature adds no toast of its own; a 401 is
// rethrown so the errors feature still ends the session and opens the login popup.
import { ApiError, type ApiErrorPayload } from '../../api/api-error'
import { ADMIN_PAGE_SIZE, fetchManagerItems, updateManagerItem } from '../../api/admin'
import { deleteItem } from '../../api/items'
import type { Permission } from '../../api/types'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'

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

function rejectUnless401<R>(error: unknown, rejectWithValue: (value: ApiErrorPayload) => R): R {
  if (error instanceof ApiError && error.status === 401) throw error
  return rejectOwnError(error, rejectWithValue)
}

export const fetchAdminVideos = createAppAsyncThunk(
  'moderation/fetchPage',
  async ({ owner, isVerified, page }: AdminVideoPageArg, { rejectWithValue }) => {
    try {
      return await fetchManagerItems({ owner, isVerified, offset: page * ADMIN_PAGE_SIZE })
    } catch (error) {
      return rejectUnless401(error, rejectWithValue)
    }
  },
)

export const updateAdminVideo = createAppAsyncThunk(
  'moderation/update',
  async ({ id, changes }: { id: string; changes: AdminVideoChanges }, { rejectWithValue }) => {
    try {
      await updateManagerItem(id, changes)
    } catch (error) {
      return rejectUnless401(error, rejectWithValue)
    }
  },
)

export const deleteAdminVideo = createAppAsyncThunk(
  'moderation/delete',
  async (id: string, { rejectWithValue }) => {
    try {
      await deleteItem(id)
    } catch (error) {
      return rejectUnless401(error, rejectWithValue)
    }
  },
)
