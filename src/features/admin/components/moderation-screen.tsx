// Video Moderation: the videos waiting for moderation only, 10 a page.
// A video verified here leaves the list; every video, verified or not, is one link away.
import { Link } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { AdminBackLink } from './admin-back-link'
import { AdminVideoList } from './admin-video-list'

export function ModerationScreen() {
  return (
    <div className="page">
      <AdminBackLink to={paths.adminPanel} label="AdminPanel" />
      <h1 className="page__title">Video Moderation</h1>
      <p className="admin-videos__also">
        <Link to={paths.adminVideos}>All Videos</Link>
      </p>
      <AdminVideoList
        owner="all"
        isVerified={false}
        label="Videos to moderate"
        emptyText="Nothing to moderate: every video has been checked."
      />
    </div>
  )
}
