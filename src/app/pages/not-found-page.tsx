import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'

export default function NotFoundPage() {
  return (
    <div className="page page--centred">
      <h1 className="page__title">Page not found</h1>
      <Link className="button" to={paths.home}>
        Home
      </Link>
    </div>
  )
}
