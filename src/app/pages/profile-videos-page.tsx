import { PlaceholderPage } from './placeholder-page'

export default function ProfileVideosPage() {
  return <PlaceholderPage title="My Videos" />
}
