// The way back up the admin panel, above a page's heading.
import { Link } from 'react-router-dom'
import './admin-back-link.css'

export function AdminBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link className="admin-back" to={to}>
      <span aria-hidden="true">‹</span>
      {label}
    </Link>
  )
}
