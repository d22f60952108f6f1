import { PlaceholderPage } from './placeholder-page'

export default function UploadPage() {
  return <PlaceholderPage title="Upload" />
}
