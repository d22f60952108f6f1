// Apply KYC (/admin-panel/kyc): an admin or a verified manager makes a
// user a creator by e-mail, without the identity check. The route's gate has checked access.
import { paths } from '../../../config/paths'
import { AdminBackLink } from './admin-back-link'
import { GrantCreatorForm } from './grant-creator-form'

export function GrantCreatorScreen() {
  return (
    <div className="page">
      <AdminBackLink to={paths.adminPanel} label="AdminPanel" />
      <h1 className="page__title">Apply KYC - ( Grant Creator Access )</h1>
      <p className="admin-form__intro">
        The user becomes a verified creator at once, as if their identity check had passed.
      </p>
      <GrantCreatorForm />
    </div>
  )
}
