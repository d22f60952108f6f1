// Apply Reward (/admin-panel/reward): an admin or a verified manager
// sends Points to a user's wallet. The route's gate has checked access.
import { paths } from '../../../config/paths'
import { AdminBackLink } from './admin-back-link'
import { RewardForm } from './reward-form'

export function RewardScreen() {
  return (
    <div className="page">
      <AdminBackLink to={paths.adminPanel} label="AdminPanel" />
      <h1 className="page__title">Apply Reward - ( Send Custom Reward )</h1>
      <p className="admin-form__intro">
        The Points arrive in the user&apos;s wallet at once, as a received transaction with this
        description.
      </p>
      <RewardForm />
    </div>
  )
}
