import { RewardScreen } from '../../features/admin/components/reward-screen'

export default function AdminRewardPage() {
  return <RewardScreen />
}
