// The video picker: a large target that names the accepted files, the chosen file's name and
// size, a muted preview, and the field's message (hint or error) in one announced line.
import { useId, type Ref } from 'react'
import { formatFileSize } from '../../../lib/format'
import { isVideoFile, VIDEO_ACCEPT } from '../upload-rules'
import { VideoPreview } from './video-preview'

interface VideoFileFieldProps {
  file: File | null
  error?: string
  disabled?: boolean
  onChange: (file: File | null) => void
  onBlur: () => void
  ref?: Ref<HTMLInputElement>
}

export function VideoFileField({
  file,
  error,
  disabled,
  onChange,
  onBlur,
  ref,
}: VideoFileFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label className="file-picker" htmlFor={id}>
        <span className="file-picker__action">
          {file ? 'Choose another video' : 'Choose a video'}
        </span>
        <span className="file-picker__hint">MP4, MOV, AVI max 500Mb</span>
      </label>
      <input
        ref={ref}
        id={id}
        className="file-picker__input"
        type="file"
        accept={VIDEO_ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        onBlur={onBlur}
        onChange={(event) => {
          // Keep the file the user had when the picker is dismissed without a choice.
          const chosen = event.target.files?.[0]
          if (chosen) onChange(chosen)
          event.target.value = ''
        }}
      />
      <p
        id={`${id}-message`}
        className={error ? 'field__message field__message--error' : 'field__message'}
        aria-live="polite"
      >
        {error ?? (file ? `${file.name}, ${formatFileSize(file.size)}` : '')}
      </p>
      {/* Only a video is previewed; a refused file is named with its error. */}
      {file && isVideoFile(file) && <VideoPreview file={file} />}
    </div>
  )
}
