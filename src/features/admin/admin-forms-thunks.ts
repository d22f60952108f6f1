// The admin panel's two forms (docs/api.md: POST /admin/creator, POST /admin/reward). Each form
// shows its own failure at a field or over its button; a 401 is the errors listener's.
import { applyReward, grantCreatorAccess } from '../../api/admin'
import { createAppAsyncThunk } from '../../app/hooks'

export interface RewardFields {
  email: string
  /** Whole Points, more than 0 */
  value: number
  description: string
}

export const grantCreator = createAppAsyncThunk(
  'adminForms/grantCreator',
  async (email: string) => {
    await grantCreatorAccess(email)
    return email
  },
  { screenShows: 'all but 401' },
)

export const sendReward = createAppAsyncThunk(
  'adminForms/sendReward',
  async (fields: RewardFields) => {
    await applyReward(fields)
    return fields
  },
  { screenShows: 'all but 401' },
)
