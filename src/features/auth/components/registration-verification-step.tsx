// Registration, step 2: the code mailed to the address, a countdown to the next allowed send,
// then registration (POST /registration) and sign-in. A failure keeps everything typed.
import { useForm, useWatch } from 'react-hook-form'
import { useAppDispatch } from '../../../app/hooks'
import { DialogTitle } from '../../../components/dialog'
import { TextField } from '../../../components/text-field'
import { formatCountdown } from '../../../lib/format'
import { showErrorToast, showSuccessToast } from '../../../lib/toast'
import { FALLBACK_ERROR_MESSAGE } from '../../errors/error-listener'
import { registerAccount } from '../account-thunks'
import type { AccountFields } from './registration-account-step'
import { SubmitButton } from './submit-button'
import { useVerificationCode } from './use-verification-code'

interface Props {
  account: AccountFields
  onChangeEmail: () => void
  onRegistered: () => void
}

export function RegistrationVerificationStep({ account, onChangeEmail, onRegistered }: Props) {
  const dispatch = useAppDispatch()
  const { isSending, remainingMs, canResend, resend } = useVerificationCode(account.email)
  const { register, handleSubmit, control, formState } = useForm({
    defaultValues: { code: '' },
  })
  const code = useWatch({ control, name: 'code' })
  const canSubmit = code.trim() !== '' && !formState.isSubmitting

  const submit = handleSubmit(async (fields) => {
    const result = await dispatch(
      registerAccount({ ...account, verificationCode: fields.code.trim() }),
    )
    if (registerAccount.rejected.match(result)) {
      showErrorToast(`Registration failed: ${result.payload?.message || FALLBACK_ERROR_MESSAGE}`)
    } else {
      showSuccessToast('Registration Successful')
      onRegistered()
    }
  })

  let sendState = null
  if (isSending) sendState = <p className="auth-form__status">Sending the code...</p>
  else if (remainingMs > 0) {
    sendState = (
      <p className="auth-form__status">
        You can ask for a new code in <span role="timer">{formatCountdown(remainingMs)}</span>
      </p>
    )
  } else if (canResend) {
    sendState = (
      <button type="button" className="auth-form__text-button" onClick={() => void resend()}>
        Send Code
      </button>
    )
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle>Check your mail</DialogTitle>
      <p className="dialog__text">
        We sent a verification code to{' '}
        <strong className="auth-form__address">{account.email}</strong>
      </p>
      <button type="button" className="auth-form__text-button" onClick={onChangeEmail}>
        Change Email?
      </button>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        {...register('code')}
      />
      <div className="auth-form__send">{sendState}</div>
      <SubmitButton disabled={!canSubmit} busy={formState.isSubmitting}>
        Next
      </SubmitButton>
    </form>
  )
}
