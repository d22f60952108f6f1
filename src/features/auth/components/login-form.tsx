// The one login form, shared by the login modal and the compact popup. The
// surrounding dialog supplies its own links.
import type { ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useAppDispatch } from '../../../app/hooks'
import { PasswordField } from '../../../components/password-field'
import { EmailField } from '../../../components/email-field'
import { login } from '../login'
import { SubmitButton } from './submit-button'
import './auth-form.css'

export const LOGIN_FAILED_MESSAGE = 'Could not log in. Please try again.'

interface LoginFields {
  email: string
  password: string
}

interface LoginFormProps {
  /** Shown under the password field. */
  passwordHelp?: ReactNode
  /** Shown under the submit button. */
  footer: ReactNode
}

export function LoginForm({ passwordHelp, footer }: LoginFormProps) {
  const dispatch = useAppDispatch()
  const { register, handleSubmit, control, setError, formState } = useForm<LoginFields>({
    defaultValues: { email: '', password: '' },
  })
  const [email, password] = useWatch({ control, name: ['email', 'password'] })
  const isBusy = formState.isSubmitting
  const canSubmit = email.trim() !== '' && password !== '' && !isBusy

  const submit = handleSubmit(async (fields) => {
    const result = await dispatch(login({ email: fields.email.trim(), password: fields.password }))
    if (login.rejected.match(result)) {
      setError('root.server', { message: result.payload?.message || LOGIN_FAILED_MESSAGE })
    }
  })

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <EmailField {...register('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...register('password')} />
      {passwordHelp}
      <p className="auth-form__error" role="alert">
        {formState.errors.root?.server?.message}
      </p>
      <SubmitButton disabled={!canSubmit} busy={isBusy}>
        Log In
      </SubmitButton>
      {footer}
    </form>
  )
}
