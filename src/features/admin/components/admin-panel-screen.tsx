// Admin panel menu. The route's access gate has already checked admin access.
import { Link } from 'react-router-dom'
import { paths } from '../../../config/paths'

const entries = [
  { to: paths.adminUsers, label: 'All Users' },
  { to: paths.adminModeration, label: 'Video Moderation' },
  { to: paths.adminKyc, label: 'Apply KYC - ( Grant Creator Access )' },
  { to: paths.adminReward, label: 'Apply Reward - ( Send Custom Reward )' },
]

export function AdminPanelScreen() {
  return (
    <div className="page">
      <h1 className="page__title">AdminPanel</h1>
      <nav aria-label="Admin panel">
        <ul className="link-list">
          {entries.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
