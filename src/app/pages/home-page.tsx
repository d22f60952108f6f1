import { FeedScreen } from '../../features/feed/components/feed-screen'

export default function HomePage() {
  return <FeedScreen />
}
