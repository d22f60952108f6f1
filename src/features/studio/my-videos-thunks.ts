// My Videos' calls (API.md #28 a page of the creator's own videos, #29 free or paid, #19
// delete). A page that fails to load is shown by the screen with a retry; a change that fails
// is told by the errors feature's toast and leaves the video as it was.
import { ApiError } from '../../api/api-error'
import { deleteItem, fetchCreatorItems, CREATOR_PAGE_SIZE, updateOwnItem } from '../../api/items'
import type { Permission } from '../../api/types'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'

export interface MyVideosPageArg {
  /** 0-based */
  page: number
  /** A refresh in the background (videos still processing): no spinner, no error shown. */
  quiet?: boolean
}

export const fetchMyVideos = createAppAsyncThunk(
  'myVideos/fetchPage',
  async ({ page }: MyVideosPageArg, { rejectWithValue }) => {
    try {
      return await fetchCreatorItems(page * CREATOR_PAGE_SIZE)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error
      return rejectOwnError(error, rejectWithValue)
    }
  },
)

export const setVideoAccess = createAppAsyncThunk(
  'myVideos/setAccess',
  ({ id, permission }: { id: string; permission: Permission }) => updateOwnItem(id, permission),
)

export const removeVideo = createAppAsyncThunk('myVideos/remove', (id: string) => deleteItem(id))
