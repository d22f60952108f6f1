// The admin panel's two forms (API.md #35 grant creator access, #36 send a reward). Each form
// shows its own failure at a field or over its button, so an ApiError becomes the rejected value
// and no global toast is added; a 401 is rethrown so the errors feature opens the login popup.
import { ApiError } from '../../api/api-error'
import { applyReward, grantCreatorAccess } from '../../api/admin'
import { createAppAsyncThunk, rejectOwnError } from '../../app/hooks'

export interface RewardFields {
  email: string
  /** Whole Points, more than 0 */
  value: number
  description: string
}

export const grantCreator = createAppAsyncThunk(
  'adminForms/grantCreator',
  async (email: string, { rejectWithValue }) => {
    try {
      await grantCreatorAccess(email)
      return email
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error
      return rejectOwnError(error, rejectWithValue)
    }
  },
)

export const sendReward = createAppAsyncThunk(
  'adminForms/sendReward',
  async (fields: RewardFields, { rejectWithValue }) => {
    try {
      await applyReward(fields)
      return fields
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error
      return rejectOwnError(error, rejectWithValue)
    }
  },
)
