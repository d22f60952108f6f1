// The admin video lists (video moderation, all videos, one user's videos): one page of 10 at a
// time of one list (GET /manager/items/{owner} in docs/api.md). Verify and Paid (PUT
// /manager/items/{id}) show at once and are put back if the call fails, which the errors listener
// tells as 'Update Error!' ('Delete Error!' for DELETE /items/{id}); a video verified on the
// moderation list leaves it when the server says so.
import { ADMIN_PAGE_SIZE, fetchManagerItems, updateManagerItem } from '../../api/admin'
import { deleteItem } from '../../api/own-items'
import { createVideoList } from '../video-lists/video-list-slice'

// Injected when an admin video list loads: Home's first load goes without it.
export const adminVideos = createVideoList('moderation', {
  pageSize: ADMIN_PAGE_SIZE,
  fetchPage: ({ owner = 'all', isVerified, page }) =>
    fetchManagerItems({ owner, isVerified, offset: page * ADMIN_PAGE_SIZE }),
  update: updateManagerItem,
  remove: deleteItem,
  failures: { update: { toast: 'Update Error!' }, remove: { toast: 'Delete Error!' } },
  isOptimistic: true,
  /** A change of verification takes a video off a list that shows only the other kind. */
  leavesList: ({ isVerified: wanted }, changes) =>
    wanted !== undefined && changes.isVerified !== undefined && changes.isVerified !== wanted,
})

export const { selectList: selectAdminVideoList } = adminVideos
