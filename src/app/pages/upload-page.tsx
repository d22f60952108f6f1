import { UploadScreen } from '../../features/studio/components/upload-screen'

export default function UploadPage() {
  return <UploadScreen />
}
