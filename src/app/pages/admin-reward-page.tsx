import { PlaceholderPage } from './placeholder-page'

export default function AdminRewardPage() {
  return <PlaceholderPage title="Apply Reward - ( Send Custom Reward )" />
}
