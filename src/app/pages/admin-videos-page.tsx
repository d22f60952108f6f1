import { PlaceholderPage } from './placeholder-page'

export default function AdminVideosPage() {
  return <PlaceholderPage title="Videos" />
}
