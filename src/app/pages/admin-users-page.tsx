import { PlaceholderPage } from './placeholder-page'

export default function AdminUsersPage() {
  return <PlaceholderPage title="All Users" />
}
