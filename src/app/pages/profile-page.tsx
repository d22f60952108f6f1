import { useParams } from 'react-router-dom'
import { ProfileScreen } from '../../features/profile/components/profile-screen'

export default function ProfilePage() {
  const { username = '' } = useParams()
  return <ProfileScreen key={username} username={username} />
}
