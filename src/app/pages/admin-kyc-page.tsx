import { GrantCreatorScreen } from '../../features/admin/components/grant-creator-screen'

export default function AdminKycPage() {
  return <GrantCreatorScreen />
}
