// MODAL_UPLOAD_WARNING_POPUP: shown while a video uploads, with how far it is.
import { DialogTitle } from '../../../components/dialog'
import { useAppSelector } from '../../../app/hooks'
import { selectUploadPercent } from '../upload-slice'

export function UploadWarningModal({ onClose }: { onClose: () => void }) {
  const percent = useAppSelector(selectUploadPercent)
  return (
    <>
      <DialogTitle>Uploading...</DialogTitle>
      <p className="dialog__text">Please don&apos;t leave the page before the video is uploaded.</p>
      <progress
        className="upload-progress__bar"
        max={100}
        value={percent}
        aria-label="Upload progress"
      />
      <div className="dialog__actions">
        <button type="button" className="dialog__button dialog__button--primary" onClick={onClose}>
          Ok
        </button>
      </div>
    </>
  )
}
