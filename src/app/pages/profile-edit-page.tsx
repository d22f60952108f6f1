import { PlaceholderPage } from './placeholder-page'

export default function ProfileEditPage() {
  return <PlaceholderPage title="Edit Profile Data" />
}
