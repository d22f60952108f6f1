import { useParams } from 'react-router-dom'
import { PlaceholderPage } from './placeholder-page'

export default function ProfilePage() {
  const { username = '' } = useParams()
  return <PlaceholderPage title={`@${username}`} />
}
