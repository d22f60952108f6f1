import { ProfileSettingsScreen } from '../../features/profile/components/profile-settings-screen'

export default function ProfileSettingsPage() {
  return <ProfileSettingsScreen />
}
