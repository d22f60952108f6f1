// The profile's calls (API.md #10-#14, #26, #27). A failure is shown by the profile itself: 'Profile
// not found' for a 404, otherwise its error state with a retry.
import {
  fetchCreatorStatistic,
  fetchFavoriteVideos,
  fetchLikedVideos,
  fetchPurchases,
  fetchUserStatistic,
  updateUserSettings,
  uploadAvatar,
  type ProfileChanges,
} from '../../api/profile'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'
import { userUpdated } from '../auth/auth-slice'

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

/** The signed-in user's own data with their links (#10): what the edit form starts from. */
export const fetchOwnSettings = createAppAsyncThunk(
  'profile/fetchOwnSettings',
  async (_: void, { rejectWithValue }) => {
    try {
      return await fetchUserStatistic()
    } catch (error) {
      return rejectOwnError(error, rejectWithValue)
    }
  },
)

/** #27 with only the changed fields; the session's user takes the answer at once. */
export const saveProfile = createAppAsyncThunk(
  'profile/saveProfile',
  async (changes: ProfileChanges, { dispatch, rejectWithValue }) => {
    try {
      const user = await updateUserSettings(changes)
      dispatch(userUpdated(user))
      return user
    } catch (error) {
      return rejectOwnError(error, rejectWithValue)
    }
  },
)

/** #26 with the cropped PNG; the session's user shows the new avatar at once. */
export const saveAvatar = createAppAsyncThunk(
  'profile/saveAvatar',
  async (png: Blob, { dispatch, getState, rejectWithValue }) => {
    try {
      const avatar = await uploadAvatar(png)
      const user = getState().auth.userinfo
      if (user) dispatch(userUpdated({ ...user, ...avatar }))
      return avatar
    } catch (error) {
      return rejectOwnError(error, rejectWithValue)
    }
  },
)
