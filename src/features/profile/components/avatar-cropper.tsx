// Choose, crop and upload an avatar: JPEG or PNG up to 30 MB, refused with a message
// before any upload otherwise; cropped 340×295 with rounded corners (radius 50) and sent as PNG.
import { useRef, useState, type ChangeEvent } from 'react'
import AvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor'
import { isApiErrorPayload } from '../../../api/api-error'
import { useAppDispatch } from '../../../app/hooks'
import { OfflineNote } from '../../../components/offline-note'
import { useOnline } from '../../../lib/online-status'
import { showSuccessToast } from '../../../lib/toast'
import { saveAvatar } from '../profile-edit-thunks'

const ACCEPTED = ['image/jpeg', 'image/png']
const MAX_BYTES = 30 * 1024 * 1024
const CROP = { width: 340, height: 295, borderRadius: 50 }

function refusal(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return 'Choose a JPEG or PNG image.'
  if (file.size > MAX_BYTES) return 'The image is larger than 30 MB.'
  return null
}

/** The crop as a PNG, encoded at once. Chromium encodes a toBlob() in idle time, which a busy
 * phone may not have for seconds (5 s were seen after a tap on Upload Avatar); the crop is small,
 * so encoding it in the tap's own task costs a few milliseconds. */
function toPng(canvas: HTMLCanvasElement): Blob | null {
  const [, base64 = ''] = canvas.toDataURL('image/png').split(',')
  if (!base64) return null
  return new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], {
    type: 'image/png',
  })
}

export function AvatarCropper() {
  const dispatch = useAppDispatch()
  const editor = useRef<AvatarEditorRef>(null)
  const [image, setImage] = useState<File | null>(null)
  const [scale, setScale] = useState(1)
  const [message, setMessage] = useState('')
  const [isSaving, setIsSaving] = useState(false)
  // Offline the chosen image stays; only sending waits for the network.
  const online = useOnline()

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refused = refusal(file)
    setMessage(refused ?? '')
    setImage(refused ? null : file)
    setScale(1)
  }

  const upload = async () => {
    const canvas = editor.current?.getImageScaledToCanvas()
    if (!image || !canvas) {
      setMessage('Choose an image first.')
      return
    }
    setIsSaving(true)
    const png = toPng(canvas)
    const result = png ? await dispatch(saveAvatar(png)) : null
    setIsSaving(false)
    if (result && saveAvatar.fulfilled.match(result)) {
      showSuccessToast('Avatar updated')
      setImage(null)
      setMessage('')
      return
    }
    const error = result?.payload
    setMessage((isApiErrorPayload(error) && error.message) || 'The avatar could not be uploaded.')
  }

  return (
    <section className="avatar-cropper" aria-label="Avatar">
      {image && (
        <>
          <AvatarEditor
            ref={editor}
            image={image}
            {...CROP}
            border={10}
            scale={scale}
            style={{ width: '100%', height: 'auto', maxWidth: CROP.width + 20 }}
          />
          <label className="avatar-cropper__zoom">
            Zoom
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={scale}
              onChange={(event) => setScale(Number(event.target.value))}
            />
          </label>
        </>
      )}
      <label className="button avatar-cropper__choose">
        Choose a file
        <input
          className="visually-hidden"
          type="file"
          accept={ACCEPTED.join(',')}
          aria-describedby="avatar-cropper-note"
          onChange={choose}
        />
      </label>
      <p id="avatar-cropper-note" className="avatar-cropper__note">
        JPEG or PNG, max 30Mb
      </p>
      <p className="avatar-cropper__message" role="alert">
        {message}
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={!image || isSaving || !online}
        aria-busy={isSaving}
        onClick={() => void upload()}
      >
        Upload Avatar
      </button>
      <OfflineNote online={online} />
    </section>
  )
}
