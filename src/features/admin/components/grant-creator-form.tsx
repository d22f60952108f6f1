// Grant creator access by e-mail (SPEC.md §5 KYC grant, API.md #35). A success says so and
// clears the form for the next one; an unknown e-mail is told at the field, anything else over
// the button, and the address stays for another try.
import { useForm } from 'react-hook-form'
import { useAppDispatch } from '../../../app/hooks'
import { EmailField } from '../../../components/email-field'
import { showSuccessToast } from '../../../lib/toast'
import {
  adminFormMessages,
  formFailure,
  grantedMessage,
  isSessionExpiry,
  validateUserEmail,
} from '../admin-form-rules'
import { grantCreator } from '../admin-forms-thunks'
import { useFormSend } from '../use-form-send'
import './admin-forms.css'
import { AdminFormFooter } from './admin-form-footer'

interface GrantValues {
  email: string
}

const EMPTY: GrantValues = { email: '' }

export function GrantCreatorForm() {
  const dispatch = useAppDispatch()
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<GrantValues>({
    defaultValues: EMPTY,
  })
  const { errors } = formState
  const { isSending, start, finish, submitRef } = useFormSend()

  const submit = handleSubmit(async ({ email }) => {
    const address = email.trim()
    start()
    const result = await dispatch(grantCreator(address))
    if (grantCreator.fulfilled.match(result)) {
      showSuccessToast(grantedMessage(address))
      finish(() => {
        // Keeping the field refs lets the focus find the e-mail input at once.
        reset(EMPTY, { keepFieldsRef: true })
        setFocus('email')
      })
      return
    }
    // A 401 is the errors feature's: it opens the login popup; the address stays for later.
    if (isSessionExpiry(result.error)) return finish()
    const { field, message } = formFailure(result.payload, ['email'], adminFormMessages.grantFailed)
    setError(field ?? 'root.server', { message })
    finish(field ? () => setFocus(field) : undefined)
  })

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="form-fields" disabled={isSending}>
        <EmailField
          autoComplete="off"
          autoCapitalize="none"
          error={errors.email?.message}
          {...register('email', { validate: validateUserEmail })}
        />
        <AdminFormFooter
          failure={errors.root?.server?.message}
          isSending={isSending}
          submitRef={submitRef}
          label="Grant Creator Access"
        />
      </fieldset>
    </form>
  )
}
