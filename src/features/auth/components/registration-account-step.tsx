// Registration, step 1: e-mail, password, optional referral code and the agreement. Next checks
// that no account uses the e-mail (GET /check-is-email-exist/{email}) before the code is sent.
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { useAppDispatch } from '../../../app/hooks'
import { DialogTitle } from '../../../components/dialog'
import { PasswordField } from '../../../components/password-field'
import { EmailField } from '../../../components/email-field'
import { TextField } from '../../../components/text-field'
import { paths } from '../../../config/paths'
import { PASSWORD_HINT, validateEmail, validatePassword } from '../../../lib/validators'
import { checkEmailAvailable } from '../account-thunks'
import { SubmitButton } from './submit-button'

export const USER_EXISTS = 'User Already Exist'
export const EMAIL_CHECK_FAILED = 'Could not check this e-mail. Please try again.'

export interface AccountFields {
  email: string
  password: string
  referralCode: string
}

interface StepFields extends AccountFields {
  agreement: boolean
}

export function RegistrationAccountStep({ onNext }: { onNext: (fields: AccountFields) => void }) {
  const dispatch = useAppDispatch()
  const referralId = useId()
  const [showReferral, setShowReferral] = useState(false)
  const { register, handleSubmit, control, setError, formState } = useForm<StepFields>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '', referralCode: '', agreement: false },
  })
  const { errors, isSubmitting } = formState
  const [email, password, agreement] = useWatch({
    control,
    name: ['email', 'password', 'agreement'],
  })
  const hasError = Object.keys(errors).length > 0
  const canSubmit =
    email.trim() !== '' && password !== '' && agreement && !hasError && !isSubmitting

  const submit = handleSubmit(async (fields) => {
    const address = fields.email.trim()
    const result = await dispatch(checkEmailAvailable(address))
    if (checkEmailAvailable.rejected.match(result)) {
      setError('email', { message: result.payload?.message || EMAIL_CHECK_FAILED })
    } else if (!result.payload) {
      setError('email', { message: USER_EXISTS })
    } else {
      onNext({
        email: address,
        password: fields.password,
        referralCode: fields.referralCode.trim(),
      })
    }
  })

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle>Create Account</DialogTitle>
      <EmailField
        autoFocus
        error={errors.email?.message}
        {...register('email', { validate: validateEmail })}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password', { validate: validatePassword })}
      />
      <button
        type="button"
        className="auth-form__text-button"
        aria-expanded={showReferral}
        aria-controls={referralId}
        onClick={() => setShowReferral((shown) => !shown)}
      >
        I have a referral code
      </button>
      <div id={referralId} hidden={!showReferral}>
        <TextField
          label="Referral code (optional)"
          autoComplete="off"
          {...register('referralCode')}
        />
      </div>
      <label className="field__check">
        <input type="checkbox" {...register('agreement')} />
        <span>
          I am 18 years of age or older and I accept the{' '}
          <Link to={paths.termsOfService} target="_blank" rel="noopener">
            Terms of Service
          </Link>
          .
        </span>
      </label>
      <SubmitButton disabled={!canSubmit} busy={isSubmitting}>
        Next
      </SubmitButton>
    </form>
  )
}
