// The profile edit's calls (API.md #10, #26, #27), kept apart from the profile slice's so they
// load with the edit screens, not with Home.
import {
  fetchUserStatistic,
  updateUserSettings,
  uploadAvatar,
  type ProfileChanges,
} from '../../api/profile'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'
import { userUpdated } from '../auth/auth-slice'

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
