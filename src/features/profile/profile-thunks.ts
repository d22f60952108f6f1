// The profile's calls (docs/api.md, "Profile"). A failure is shown by the profile itself:
// 'Profile not found' for a 404, otherwise its error state with a retry.
import {
  fetchCreatorStatistic,
  fetchFavoriteVideos,
  fetchLikedVideos,
  fetchPurchases,
} from '../../api/profile'
import { createAppAsyncThunk } from '../../app/hooks'

export const fetchProfile = createAppAsyncThunk(
  'profile/fetchProfile',
  (username: string) => fetchCreatorStatistic(username),
  { screenShows: 'every failure' },
)

/** The owner's own lists: what they unlocked, liked and favourited. */
export const fetchOwnVideos = createAppAsyncThunk(
  'profile/fetchOwnVideos',
  async () => {
    const [purchases, liked, favorites] = await Promise.all([
      fetchPurchases(),
      fetchLikedVideos(),
      fetchFavoriteVideos(),
    ])
    return { purchases: purchases.videos, liked: liked.items, favorites: favorites.items }
  },
  { screenShows: 'every failure' },
)
