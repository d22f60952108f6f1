// The app opened on a shared video's link: the Feed's first page is asked for with that video
// first. The API leaves out a video the Feed does not show (removed, awaiting moderation, an
// unknown id): the Feed then plays from its start, and says why the shared one is not there
// rather than leaving the viewer to wonder. Without network the kept page shows, and the video
// comes first once the feed reloads (it is the last viewed one by then).
import { createAppAsyncThunk } from '../../app/hooks'
import { sharedVideoOpened } from './feed-slice'
import { fetchFeedPage } from './feed-thunks'

/** Resolves with what became of the video: first in the Feed, left out by the API (a listener
 * in feed-listeners.ts says so), or not known because the page did not load. */
export const openSharedVideo = createAppAsyncThunk(
  'feed/openSharedVideo',
  async (id: string, { dispatch, getState }): Promise<'shown' | 'unavailable' | 'not-loaded'> => {
    dispatch(sharedVideoOpened(id))
    const result = await dispatch(fetchFeedPage())
    if (!fetchFeedPage.fulfilled.match(result)) return 'not-loaded'
    const { filter, items } = getState().feed
    // Unless the viewer has already moved on to 'Following'.
    return filter === 'default' && items[0]?.id !== id ? 'unavailable' : 'shown'
  },
)
