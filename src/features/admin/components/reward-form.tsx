// Send a custom reward (SPEC.md §3 Reward form, §5, API.md #36): an e-mail, a whole number of
// Points (the 1000 on the label is the only limit, as the spec has it) and a description of at
// least 8 characters. A success says so and clears the form; the server's refusal shows at its
// field (404: the e-mail), anything else over the button, and every value stays.
import { useForm } from 'react-hook-form'
import { useAppDispatch } from '../../../app/hooks'
import { EmailField } from '../../../components/email-field'
import { TextField } from '../../../components/text-field'
import { showSuccessToast } from '../../../lib/toast'
import {
  adminFormMessages,
  formFailure,
  isSessionExpiry,
  rewardSentMessage,
  validateRewardDescription,
  validateRewardValue,
  validateUserEmail,
} from '../admin-form-rules'
import { sendReward } from '../admin-forms-thunks'
import { useFormSend } from '../use-form-send'
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
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<RewardValues>({
    defaultValues: EMPTY,
  })
  const { errors } = formState
  const { isSending, start, finish, submitRef } = useFormSend()

  const submit = handleSubmit(async (values) => {
    const fields = {
      email: values.email.trim(),
      value: Number(values.value.trim()),
      description: values.description.trim(),
    }
    start()
    const result = await dispatch(sendReward(fields))
    if (sendReward.fulfilled.match(result)) {
      showSuccessToast(rewardSentMessage(fields.value, fields.email))
      finish(() => {
        // Keeping the field refs lets the focus find the e-mail input at once.
        reset(EMPTY, { keepFieldsRef: true })
        setFocus('email')
      })
      return
    }
    // A 401 is the errors feature's: it opens the login popup; the values stay for later.
    if (isSessionExpiry(result.error)) return finish()
    const { field, message } = formFailure(result.payload, FIELDS, adminFormMessages.rewardFailed)
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
