// All Videos (/admin-panel/videos): every video, verified or not, 10 a page,
// with the same controls as moderation.
import { paths } from '../../../config/paths'
import { AdminBackLink } from './admin-back-link'
import { AdminVideoList } from './admin-video-list'

export function AllVideosScreen() {
  return (
    <div className="page">
      <AdminBackLink to={paths.adminPanel} label="AdminPanel" />
      <h1 className="page__title">All Videos</h1>
      <AdminVideoList owner="all" label="All videos" emptyText="There are no videos yet." />
    </div>
  )
}
