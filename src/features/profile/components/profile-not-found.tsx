// An unknown profile name: says so, with a way back Home.
import { useNavigate } from 'react-router-dom'
import { paths } from '../../../config/paths'

export function ProfileNotFound() {
  const navigate = useNavigate()
  return (
    <div className="page profile-message">
      <h1 className="page__title">Profile not found</h1>
      <button type="button" className="button" onClick={() => void navigate(paths.home)}>
        Close
      </button>
    </div>
  )
}
