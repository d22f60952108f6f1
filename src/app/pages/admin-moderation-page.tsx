import { PlaceholderPage } from './placeholder-page'

export default function AdminModerationPage() {
  return <PlaceholderPage title="Video Moderation" />
}
