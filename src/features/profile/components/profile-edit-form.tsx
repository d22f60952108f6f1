// The profile edit form: username filtered as typed and checked, description up to
// 300 characters, Web must be an address; only the changed fields are sent (nothing at all when
// nothing changed); the server's refusal shows at its field.
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { isApiErrorPayload } from '../../../api/api-error'
import type { LinkName, UserStatistic } from '../../../api/types'
import { useAppDispatch } from '../../../app/hooks'
import { DescriptionField } from '../../../components/description-field'
import { OfflineNote } from '../../../components/offline-note'
import { TextField } from '../../../components/text-field'
import { profilePath } from '../../../config/paths'
import { useOnline } from '../../../lib/online-status'
import { showSuccessToast } from '../../../lib/toast'
import {
  characterCount,
  DESCRIPTION_MAX,
  filterUsername,
  isValidUsername,
  USERNAME_HINT,
} from '../../../lib/validators'
import { changedProfileFields, hasChanges, type ProfileFields } from '../profile-changes'
import { profileLinkHref } from '../profile-links'
import { saveProfile } from '../profile-edit-thunks'

const WEB_ERROR = 'Enter a web address, like https://example.com'

function savedFields(saved: UserStatistic): ProfileFields {
  const link = (name: LinkName) => saved.userLinks?.find((item) => item.name === name)?.value ?? ''
  return {
    fullname: saved.fullname ?? '',
    username: saved.username ?? '',
    description: saved.description ?? '',
    Web: link('Web'),
    Instagram: link('Instagram'),
    Twitter: link('Twitter'),
  }
}

export function ProfileEditForm({ saved }: { saved: UserStatistic }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const initial = savedFields(saved)
  const { register, handleSubmit, control, setError, formState } = useForm<ProfileFields>({
    defaultValues: initial,
    mode: 'onChange',
  })
  const values = useWatch({ control }) as ProfileFields
  const changes = changedProfileFields(initial, values)
  const { errors, isSubmitting } = formState
  // Offline the typed values stay; only sending waits for the network.
  const online = useOnline()

  const submit = handleSubmit(async (fields) => {
    const changed = changedProfileFields(initial, fields)
    if (!hasChanges(changed)) return
    const result = await dispatch(saveProfile(changed))
    if (saveProfile.fulfilled.match(result)) {
      showSuccessToast('Profile updated')
      void navigate(profilePath(result.payload.username))
      return
    }
    const error = result.payload
    const message = (isApiErrorPayload(error) && error.message) || 'The profile could not be saved.'
    const field =
      isApiErrorPayload(error) && error.status === 409
        ? 'username'
        : isApiErrorPayload(error) && error.field
    const known = Object.keys(initial).includes(String(field))
      ? (field as keyof ProfileFields)
      : null
    setError(known ?? 'root.server', { message })
  })

  const username = register('username', {
    validate: (value) => isValidUsername(value) || USERNAME_HINT,
    setValueAs: (value: string) => filterUsername(value),
  })

  return (
    <form className="profile-edit" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="Full name" autoComplete="name" {...register('fullname')} />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        hint={USERNAME_HINT}
        error={errors.username?.message}
        {...username}
        onChange={(event) => {
          event.target.value = filterUsername(event.target.value)
          void username.onChange(event)
        }}
      />
      <TextField label="Email" type="email" value={saved.email} readOnly />
      <DescriptionField
        error={errors.description?.message}
        count={characterCount(values.description ?? '')}
        {...register('description', {
          validate: (value) =>
            characterCount(value) <= DESCRIPTION_MAX || `At most ${DESCRIPTION_MAX} characters`,
        })}
      />
      <TextField
        label="Web site"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.Web?.message}
        {...register('Web', {
          validate: (value) => !value.trim() || profileLinkHref('Web', value) !== null || WEB_ERROR,
        })}
      />
      <TextField
        label="Instagram"
        placeholder="@username"
        error={errors.Instagram?.message}
        {...register('Instagram')}
      />
      <TextField
        label="Twitter"
        placeholder="@username"
        error={errors.Twitter?.message}
        {...register('Twitter')}
      />
      <p className="profile-edit__error" role="alert">
        {errors.root?.server?.message}
      </p>
      <button
        type="submit"
        className="button button--primary"
        disabled={!hasChanges(changes) || isSubmitting || !online}
        aria-busy={isSubmitting}
      >
        Save
      </button>
      <OfflineNote online={online} />
    </form>
  )
}
