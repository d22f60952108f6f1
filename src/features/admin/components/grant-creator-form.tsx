// Grant creator access by e-mail (POST /typeform/webhook). A success says so and
// clears the form for the next one; an unknown e-mail is told at the field, anything else over
// the button, and the address stays for another try.
import { useAppDispatch } from '../../../app/hooks'
import { EmailField } from '../../../components/email-field'
import { adminFormMessages, grantedMessage, validateUserEmail } from '../admin-form-rules'
import { grantCreator } from '../admin-forms-thunks'
import { useAdminForm } from '../use-admin-form'
import './admin-forms.css'
import { AdminFormFooter } from './admin-form-footer'

interface GrantValues {
  email: string
}

const EMPTY: GrantValues = { email: '' }

export function GrantCreatorForm() {
  const dispatch = useAppDispatch()
  const { form, isSending, submitRef, send } = useAdminForm(
    EMPTY,
    ['email'],
    adminFormMessages.grantFailed,
  )
  const { register, handleSubmit, formState } = form
  const { errors } = formState

  const submit = handleSubmit(async ({ email }) => {
    const address = email.trim()
    await send(() => dispatch(grantCreator(address)), grantedMessage(address))
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
