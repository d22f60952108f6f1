// MODAL_Change_PASSWORD, opened by /change-password?nonce=… from the reset
// e-mail: a new password twice, sent encrypted with the link's nonce (POST /confirm-restore).
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { useAppDispatch } from '../../../app/hooks'
import { DialogClose, DialogTitle } from '../../../components/dialog'
import { PasswordField } from '../../../components/password-field'
import { paths } from '../../../config/paths'
import { showSuccessToast } from '../../../lib/toast'
import { PASSWORD_HINT, PASSWORDS_MISMATCH, validatePassword } from '../../../lib/validators'
import { FALLBACK_ERROR_MESSAGE } from '../../errors/error-listener'
import { confirmPasswordReset } from '../account-thunks'
import { BackToLogin } from './back-to-login'
import { SubmitButton } from './submit-button'
import './auth-form.css'

export const MISSING_NONCE =
  'This link is incomplete: it does not carry a reset code. Ask for a new link.'

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const [params] = useSearchParams()
  const nonce = params.get('nonce') ?? ''
  return (
    <>
      <DialogClose onClick={onClose} />
      <DialogTitle>Change your password</DialogTitle>
      {nonce ? (
        <ChangePasswordForm nonce={nonce} onClose={onClose} />
      ) : (
        <MissingNonce onClose={onClose} />
      )}
      <BackToLogin onClose={onClose} />
    </>
  )
}

function MissingNonce({ onClose }: { onClose: () => void }) {
  return (
    <div className="auth-form">
      <p className="dialog__text" role="alert">
        {MISSING_NONCE}
      </p>
      <Link
        className="dialog__button dialog__button--primary auth-form__submit"
        to={paths.restore}
        onClick={onClose}
      >
        Request a new link
      </Link>
    </div>
  )
}

function ChangePasswordForm({ nonce, onClose }: { nonce: string; onClose: () => void }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { register, handleSubmit, control, setError, formState, getValues, trigger } = useForm({
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  })
  const { errors, isSubmitting } = formState
  const [password, confirm] = useWatch({ control, name: ['password', 'confirm'] })
  const hasError = Object.keys(errors).length > 0
  const canSubmit = password !== '' && confirm !== '' && !hasError && !isSubmitting

  const submit = handleSubmit(async (fields) => {
    const result = await dispatch(confirmPasswordReset({ nonce, password: fields.password }))
    if (confirmPasswordReset.rejected.match(result)) {
      setError('confirm', { message: result.payload?.message || FALLBACK_ERROR_MESSAGE })
      return
    }
    showSuccessToast('Password changed')
    void navigate(paths.login, { replace: true })
    onClose()
  })

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        autoFocus
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password', {
          validate: validatePassword,
          // Once a confirmation is typed, it is checked against every change of the password.
          onChange: () => {
            if (getValues('confirm') !== '') void trigger('confirm')
          },
        })}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm', {
          validate: (value, fields) => value === fields.password || PASSWORDS_MISMATCH,
        })}
      />
      <SubmitButton disabled={!canSubmit} busy={isSubmitting}>
        Change password
      </SubmitButton>
    </form>
  )
}
