import { PlaceholderPage } from './placeholder-page'

export default function AvatarPage() {
  return <PlaceholderPage title="Upload page" />
}
