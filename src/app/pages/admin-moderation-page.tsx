import { ModerationScreen } from '../../features/admin/components/moderation-screen'

export default function AdminModerationPage() {
  return <ModerationScreen />
}
