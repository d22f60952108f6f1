// Upload (/profile/upload, creators and admins): the form, and the question asked
// when the user tries to leave while the video is still on its way.
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useVideoUpload } from '../use-video-upload'
import { UploadForm } from './upload-form'
import './studio.css'

export function UploadScreen() {
  const { guard, ...upload } = useVideoUpload()
  return (
    <div className="page">
      <h1 className="page__title">Upload</h1>
      <UploadForm {...upload} />
      {guard.isAsking && (
        <ConfirmDialog
          title="Leave this page?"
          confirmLabel="Leave"
          cancelLabel="Stay"
          onConfirm={guard.leave}
          onCancel={guard.stay}
          closesOnBack={false}
        >
          The video is still uploading. Leaving now cancels the upload.
        </ConfirmDialog>
      )}
    </div>
  )
}
