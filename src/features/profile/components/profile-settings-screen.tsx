// Profile settings: where a signed-in user edits their data, manages their videos or asks to become
// a creator, reaches the admin panel, installs the app, and logs out.
import { Link, useNavigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { InfoBlock } from '../../../components/info-block'
import { InstallApp } from '../../../components/install-app'
import { paths } from '../../../config/paths'
import { track } from '../../../lib/analytics'
import {
  logout,
  selectHasCreatorTools,
  selectHasPendingCreatorRequest,
  selectIsStaff,
  selectUser,
} from '../../auth/auth-slice'
import { MODAL_BECOME_CREATOR, MODAL_CREATOR_KYC } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'

export function ProfileSettingsScreen() {
  const user = useAppSelector(selectUser)
  const isPending = useAppSelector(selectHasPendingCreatorRequest)
  const isStaff = useAppSelector(selectIsStaff)
  // The route table asks the same (src/app/route-access.ts): a verified creator, or an admin.
  const hasCreatorTools = useAppSelector(selectHasCreatorTools)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()

  const becomeCreator = () => {
    void track('creator_registration_start')
    dispatch(modalOpened({ name: user?.isKycVerified ? MODAL_BECOME_CREATOR : MODAL_CREATOR_KYC }))
  }
  // Leave first: the settings route stops existing the moment the session ends.
  const logOut = () => {
    void navigate(paths.account)
    void dispatch(logout())
  }

  let creatorEntries = (
    <li>
      <button type="button" onClick={becomeCreator}>
        Become Creator
      </button>
    </li>
  )
  if (hasCreatorTools) {
    creatorEntries = (
      <>
        <li>
          <Link to={paths.profileVideos}>My Videos</Link>
        </li>
        <li>
          <Link to={paths.upload}>Upload</Link>
        </li>
      </>
    )
  } else if (isPending) {
    creatorEntries = (
      <li>
        <button type="button" disabled>
          Your Creator Request Is Under Review
        </button>
      </li>
    )
  }

  return (
    <div className="page">
      <h1 className="page__title">Settings</h1>
      <nav aria-label="Settings">
        <ul className="link-list">
          <li>
            <Link to={paths.profileEdit}>Edit Profile Data</Link>
          </li>
          {creatorEntries}
          {isStaff && (
            <li>
              <Link to={paths.adminPanel}>AdminPanel</Link>
            </li>
          )}
        </ul>
      </nav>
      <div className="page__actions page__actions--spaced">
        <InstallApp />
        <button type="button" className="button" onClick={logOut}>
          Log out
        </button>
      </div>
      <InfoBlock />
    </div>
  )
}
