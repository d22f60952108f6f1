import { useParams } from 'react-router-dom'
import { UserVideosScreen } from '../../features/admin/components/user-videos-screen'

export default function AdminUserPage() {
  const { userId = '' } = useParams()
  return <UserVideosScreen userId={userId} />
}
