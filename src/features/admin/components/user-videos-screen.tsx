// One user's videos (/admin-panel/users/{userId}), reached from All Users. The API names the
// owner only on their videos, so the e-mail shows once there is one; its line is kept meanwhile,
// so the list does not move when it arrives.
import { useParams } from 'react-router-dom'
import { useAppSelector } from '../../../app/hooks'
import { paths } from '../../../config/paths'
import { selectAdminVideoList } from '../moderation-slice'
import { AdminBackLink } from './admin-back-link'
import { AdminVideoList } from './admin-video-list'

export function UserVideosScreen() {
  const { userId = '' } = useParams()
  const email = useAppSelector(
    (state) => selectAdminVideoList(state, { owner: userId })?.items[0]?.ownerEmail,
  )
  return (
    <div className="page">
      <AdminBackLink to={paths.adminUsers} label="All Users" />
      <h1 className="page__title admin-videos__title">User videos</h1>
      <p className="admin-videos__owner">{email}</p>
      <AdminVideoList owner={userId} label="User videos" emptyText="This user has no videos." />
    </div>
  )
}
