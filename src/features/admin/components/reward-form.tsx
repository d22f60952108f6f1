// Send a custom reward (POST /manager/apply-reward): an e-mail, a whole number of
// Points (the 1000 on the label is the only limit) and a description of at
// least 8 characters. A success says so and clears the form; the server's refusal shows at its
// field (404: the e-mail), anything else over the button, and every value stays.
import { useAppDispatch } from '../../../app/hooks'
import { EmailField } from '../../../components/email-field'
import { TextField } from '../../../components/text-field'
import {
  adminFormMessages,
  rewardSentMessage,
  validateRewardDescription,
  validateRewardValue,
  validateUserEmail,
} from '../admin-form-rules'
import { sendReward } from '../admin-forms-thunks'
import { useAdminForm } from '../use-admin-form'
import './admin-forms.css'
import { AdminFormFooter } from './admin-form-footer'

interface RewardValues {
  email: string
  value: string
  description: string
}

const EMPTY: RewardValues = { email: '', value: '', description: '' }
const FIELDS = ['email', 'value', 'description'] as const

export function RewardForm() {
  const dispatch = useAppDispatch()
  const { form, isSending, submitRef, send } = useAdminForm(
    EMPTY,
    FIELDS,
    adminFormMessages.rewardFailed,
  )
  const { register, handleSubmit, formState } = form
  const { errors } = formState

  const submit = handleSubmit(async (values) => {
    const fields = {
      email: values.email.trim(),
      value: Number(values.value.trim()),
      description: values.description.trim(),
    }
    await send(() => dispatch(sendReward(fields)), rewardSentMessage(fields.value, fields.email))
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
        <TextField
          label="Reward Integer Value (max. 1000 Poins)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.value?.message}
          {...register('value', { validate: validateRewardValue })}
        />
        <TextField
          label="Description"
          hint="min. 8 symbols"
          autoComplete="off"
          error={errors.description?.message}
          {...register('description', { validate: validateRewardDescription })}
        />
        <AdminFormFooter
          failure={errors.root?.server?.message}
          isSending={isSending}
          submitRef={submitRef}
          label="Send Reward"
        />
      </fieldset>
    </form>
  )
}
