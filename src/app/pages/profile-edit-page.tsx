import { ProfileEditScreen } from '../../features/profile/components/profile-edit-screen'

export default function ProfileEditPage() {
  return <ProfileEditScreen />
}
