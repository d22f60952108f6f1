import { PlaceholderPage } from './placeholder-page'

export default function ProfileSettingsPage() {
  return <PlaceholderPage title="Settings" />
}
