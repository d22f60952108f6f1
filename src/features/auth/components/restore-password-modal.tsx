// MODAL_RESTORE_PASSWORD: Input, then Info once the reset e-mail is
// sent; 'Send again' returns to Input with the address kept.
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useAppDispatch } from '../../../app/hooks'
import { DialogClose, DialogTitle } from '../../../components/dialog'
import { EmailField } from '../../../components/email-field'
import { validateEmail } from '../../../lib/validators'
import { FALLBACK_ERROR_MESSAGE } from '../../errors/error-listener'
import { requestPasswordReset } from '../account-thunks'
import { BackToLogin } from './back-to-login'
import { SubmitButton } from './submit-button'
import './auth-form.css'

export function RestorePasswordModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, control, setError, formState } = useForm({
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  const email = useWatch({ control, name: 'email' })
  const error = formState.errors.email?.message
  const canSubmit = email.trim() !== '' && !error && !formState.isSubmitting

  const submit = handleSubmit(async (fields) => {
    const address = fields.email.trim()
    const result = await dispatch(requestPasswordReset(address))
    if (requestPasswordReset.rejected.match(result)) {
      setError('email', { message: result.payload?.message || FALLBACK_ERROR_MESSAGE })
    } else {
      setSentTo(address)
    }
  })

  return (
    <>
      <DialogClose onClick={onClose} />
      <DialogTitle>Forgot your password?</DialogTitle>
      {sentTo === null ? (
        <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="dialog__text">
            Enter the e-mail of your account and we will send you a link to set a new password.
          </p>
          <EmailField
            autoFocus
            error={error}
            {...register('email', {
              validate: validateEmail,
            })}
          />
          <SubmitButton disabled={!canSubmit} busy={formState.isSubmitting}>
            Send reset email
          </SubmitButton>
        </form>
      ) : (
        <div className="auth-form">
          <p className="dialog__text" role="status">
            We sent a link to set a new password to{' '}
            <strong className="auth-form__address">{sentTo}</strong>. Check your mail.
          </p>
          <button
            type="button"
            className="dialog__button auth-form__submit"
            autoFocus
            onClick={() => setSentTo(null)}
          >
            Send again
          </button>
        </div>
      )}
      <BackToLogin onClose={onClose} />
    </>
  )
}
