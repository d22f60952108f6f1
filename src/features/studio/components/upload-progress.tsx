// The upload under way: a real progress bar (percent of bytes sent) and the way to stop it.
import { useAppSelector } from '../../../app/hooks'
import { selectUploadPercent } from '../upload-slice'

export function UploadProgress({ onCancel }: { onCancel: () => void }) {
  const percent = useAppSelector(selectUploadPercent)
  return (
    <div className="upload-progress">
      <div className="upload-progress__row">
        <progress
          className="upload-progress__bar"
          max={100}
          value={percent}
          aria-label="Upload progress"
        />
        <span className="upload-progress__percent" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}
