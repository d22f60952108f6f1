import { AccountScreen } from '../../features/auth/components/account-screen'

export default function AccountPage() {
  return <AccountScreen />
}
