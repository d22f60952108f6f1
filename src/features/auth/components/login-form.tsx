// The one login form (SPEC.md §2, §5), shared by the login modal and the compact popup. The
// surrounding dialog supplies its own links.
import { useId, useState, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { login, selectIsLoginPending } from '../auth-slice'
import './login-form.css'

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
  const isPending = useAppSelector(selectIsLoginPending)
  const [showPassword, setShowPassword] = useState(false)
  const emailId = useId()
  const passwordId = useId()
  const errorId = useId()
  const { register, handleSubmit, control, setError, formState } = useForm<LoginFields>({
    defaultValues: { email: '', password: '' },
  })
  const [email, password] = useWatch({ control, name: ['email', 'password'] })
  const isBusy = isPending || formState.isSubmitting
  const canSubmit = email.trim() !== '' && password !== '' && !isBusy
  const serverError = formState.errors.root?.server?.message

  const submit = handleSubmit(async (fields) => {
    const result = await dispatch(login({ email: fields.email.trim(), password: fields.password }))
    if (login.rejected.match(result)) {
      setError('root.server', { message: result.payload?.message || LOGIN_FAILED_MESSAGE })
    }
  })

  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
      <label className="login-form__label" htmlFor={emailId}>
        Email
      </label>
      <input
        id={emailId}
        className="login-form__input"
        type="email"
        autoComplete="email"
        inputMode="email"
        aria-describedby={errorId}
        {...register('email')}
      />
      <label className="login-form__label" htmlFor={passwordId}>
        Password
      </label>
      <div className="login-form__password">
        <input
          id={passwordId}
          className="login-form__input"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          aria-describedby={errorId}
          {...register('password')}
        />
        <button
          type="button"
          className="login-form__toggle"
          aria-label="Show password"
          aria-pressed={showPassword}
          onClick={() => setShowPassword((shown) => !shown)}
        >
          {showPassword ? 'Hide' : 'Show'}
        </button>
      </div>
      {passwordHelp}
      <p id={errorId} className="login-form__error" role="alert">
        {serverError}
      </p>
      <button
        type="submit"
        className="dialog__button dialog__button--primary login-form__submit"
        disabled={!canSubmit}
        aria-busy={isBusy}
      >
        Log In
      </button>
      {footer}
    </form>
  )
}
