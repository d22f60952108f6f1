import { AdminPanelScreen } from '../../features/admin/components/admin-panel-screen'

export default function AdminPanelPage() {
  return <AdminPanelScreen />
}
