import { AvatarScreen } from '../../features/profile/components/avatar-screen'

export default function AvatarPage() {
  return <AvatarScreen />
}
