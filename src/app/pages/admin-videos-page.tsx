import { AllVideosScreen } from '../../features/admin/components/all-videos-screen'

export default function AdminVideosPage() {
  return <AllVideosScreen />
}
