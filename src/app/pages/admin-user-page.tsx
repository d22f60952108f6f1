import { useParams } from 'react-router-dom'
import { PlaceholderPage } from './placeholder-page'

export default function AdminUserPage() {
  const { userId = '' } = useParams()
  return <PlaceholderPage title={`User ${userId}`} />
}
