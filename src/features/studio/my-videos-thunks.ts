// My Videos' calls (docs/api.md, "Studio"): a page of the creator's own videos, free or paid,
// delete. A page that fails to load is shown by the screen with a retry; a change that fails is
// told by the errors listener's toast and leaves the video as it was.
import { deleteItem, fetchCreatorItems, CREATOR_PAGE_SIZE, updateOwnItem } from '../../api/items'
import type { Permission } from '../../api/types'
import { createAppAsyncThunk } from '../../app/hooks'

export interface MyVideosPageArg {
  /** 0-based */
  page: number
  /** A refresh in the background (videos still processing): no spinner, no error shown. */
  quiet?: boolean
}

export const fetchMyVideos = createAppAsyncThunk(
  'myVideos/fetchPage',
  ({ page }: MyVideosPageArg) => fetchCreatorItems(page * CREATOR_PAGE_SIZE),
  { screenShows: 'all but 401' },
)

export const setVideoAccess = createAppAsyncThunk(
  'myVideos/setAccess',
  ({ id, permission }: { id: string; permission: Permission }) => updateOwnItem(id, permission),
)

export const removeVideo = createAppAsyncThunk('myVideos/remove', (id: string) => deleteItem(id))
