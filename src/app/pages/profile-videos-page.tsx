import { MyVideosScreen } from '../../features/studio/components/my-videos-screen'

export default function ProfileVideosPage() {
  return <MyVideosScreen />
}
