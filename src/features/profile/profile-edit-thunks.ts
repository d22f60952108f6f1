// The profile edit's calls (docs/api.md, GET /user-statistic to PUT /user-avatar), kept apart from
// the profile slice's so they load with the edit screens, not with Home. Each screen shows its own
// failures.
import {
  fetchUserStatistic,
  updateUserSettings,
  uploadAvatar,
  type ProfileChanges,
} from '../../api/profile'
import { createAppAsyncThunk } from '../../app/hooks'
import { userUpdated } from '../auth/auth-slice'

/** The signed-in user's own data with their links: what the edit form starts from. */
export const fetchOwnSettings = createAppAsyncThunk(
  'profile/fetchOwnSettings',
  () => fetchUserStatistic(),
  { screenShows: 'every failure' },
)

/** Only the changed fields; the session's user takes the answer at once. */
export const saveProfile = createAppAsyncThunk(
  'profile/saveProfile',
  async (changes: ProfileChanges, { dispatch }) => {
    const user = await updateUserSettings(changes)
    dispatch(userUpdated(user))
    return user
  },
  { screenShows: 'every failure' },
)

/** The cropped PNG; the session's user shows the new avatar at once. */
export const saveAvatar = createAppAsyncThunk(
  'profile/saveAvatar',
  async (png: Blob, { dispatch, getState }) => {
    const avatar = await uploadAvatar(png)
    const user = getState().auth.userinfo
    if (user) dispatch(userUpdated({ ...user, ...avatar }))
    return avatar
  },
  { screenShows: 'every failure' },
)
