// The profile's calls (API.md #11-#14). A failure is shown by the profile itself: 'Profile
// not found' for a 404, otherwise its error state with a retry.
import {
  fetchCreatorStatistic,
  fetchFavoriteVideos,
  fetchLikedVideos,
  fetchPurchases,
} from '../../api/profile'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'

export const fetchProfile = createAppAsyncThunk(
  'profile/fetchProfile',
  async (username: string, { rejectWithValue }) => {
    try {
      return await fetchCreatorStatistic(username)
    } catch (error) {
      return rejectOwnError(error, rejectWithValue)
    }
  },
)

/** The owner's own lists: what they unlocked, liked and favourited (SPEC.md §2). */
export const fetchOwnVideos = createAppAsyncThunk(
  'profile/fetchOwnVideos',
  async (_: void, { rejectWithValue }) => {
    try {
      const [purchases, liked, favorites] = await Promise.all([
        fetchPurchases(),
        fetchLikedVideos(),
        fetchFavoriteVideos(),
      ])
      return { purchases: purchases.videos, liked: liked.items, favorites: favorites.items }
    } catch (error) {
      return rejectOwnError(error, rejectWithValue)
    }
  },
)
