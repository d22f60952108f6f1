// The upload form: a video (checked for type and size before a
// byte is sent), a title, a description of at most 300 characters and the access. A failure
// keeps every value, the file included, so the user can try again at once.
import { useEffect } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { Permission } from '../../../api/types'
import { DescriptionField } from '../../../components/description-field'
import { OfflineNote } from '../../../components/offline-note'
import { TextField } from '../../../components/text-field'
import { useOnline } from '../../../lib/online-status'
import { characterCount, DESCRIPTION_MAX } from '../../../lib/validators'
import { checkVideoFile, uploadFailure, uploadMessages } from '../upload-rules'
import type { useVideoUpload } from '../use-video-upload'
import { AccessField } from './access-field'
import { UploadProgress } from './upload-progress'
import { VideoFileField } from './video-file-field'

interface UploadValues {
  videoData: File | null
  videoName: string
  videoDescription: string
  videoAccess: Permission
}

const EMPTY: UploadValues = {
  videoData: null,
  videoName: '',
  videoDescription: '',
  videoAccess: 'PUBLIC',
}

type UploadFormProps = Omit<ReturnType<typeof useVideoUpload>, 'guard'>

export function UploadForm({ send, cancel, isSending, error }: UploadFormProps) {
  const { register, control, handleSubmit, reset, setError, formState } = useForm<UploadValues>({
    defaultValues: EMPTY,
  })
  const { errors } = formState
  const description = useWatch({ control, name: 'videoDescription' })
  // Offline every value stays, the file included; only sending waits for the network.
  const online = useOnline()

  // The server's refusal goes to its field; anything else shows over the button.
  useEffect(() => {
    if (!error) return
    const { field, message } = uploadFailure(error)
    setError(field ?? 'root.server', { message }, { shouldFocus: field !== null })
  }, [error, setError])

  const submit = handleSubmit(async ({ videoData, videoName, videoDescription, videoAccess }) => {
    if (!videoData) return
    const sent = await send({
      videoData,
      videoName: videoName.trim(),
      videoDescription: videoDescription.trim(),
      videoAccess: videoAccess === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC',
    })
    if (sent) reset(EMPTY)
  })

  return (
    <form className="upload-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="form-fields" disabled={isSending}>
        <Controller
          control={control}
          name="videoData"
          rules={{ validate: checkVideoFile }}
          render={({ field, fieldState }) => (
            <VideoFileField
              ref={field.ref}
              file={field.value}
              error={fieldState.error?.message}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <TextField
          label="Title"
          autoComplete="off"
          error={errors.videoName?.message}
          {...register('videoName', {
            validate: (value) => value.trim() !== '' || uploadMessages.titleRequired,
          })}
        />
        <DescriptionField
          error={errors.videoDescription?.message}
          count={characterCount(description)}
          {...register('videoDescription', {
            validate: (value) => {
              if (value.trim() === '') return uploadMessages.descriptionRequired
              return (
                characterCount(value) <= DESCRIPTION_MAX || `At most ${DESCRIPTION_MAX} characters`
              )
            },
          })}
        />
        <AccessField {...register('videoAccess')} />
      </fieldset>
      {errors.root?.server && (
        <p className="upload-form__failure" role="alert">
          {errors.root.server.message}
        </p>
      )}
      {isSending ? (
        <UploadProgress onCancel={cancel} />
      ) : (
        <>
          <button
            type="submit"
            className="button button--primary upload-form__submit"
            disabled={!online}
          >
            Upload
          </button>
          <OfflineNote online={online} />
        </>
      )}
    </form>
  )
}
