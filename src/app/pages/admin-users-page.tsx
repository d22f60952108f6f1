import { UsersScreen } from '../../features/admin/components/users-screen'

export default function AdminUsersPage() {
  return <UsersScreen />
}
