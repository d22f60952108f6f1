// The admin panel's two forms (docs/api.md: POST /typeform/webhook, POST /manager/apply-reward).
// Each form shows its own failure at a field or over its button; a 401 is the errors listener's.
import { applyReward, grantCreatorAccess, type RewardFields } from '../../api/admin'
import { createAppAsyncThunk } from '../../app/hooks'

export const grantCreator = createAppAsyncThunk(
  'adminForms/grantCreator',
  (email: string) => grantCreatorAccess(email),
  { screenShows: 'all but 401' },
)

export const sendReward = createAppAsyncThunk(
  'adminForms/sendReward',
  (fields: RewardFields) => applyReward(fields),
  { screenShows: 'all but 401' },
)
