// A labelled input with one message line under it: the hint, or the error when there is one.
// The line keeps its height, so a message never pushes the form around, and it is announced.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import './field.css'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string
  hint?: string
  /** Drawn inside the input's box, at its end (a show/hide toggle). */
  addon?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export function TextField({ label, error, hint, addon, ref, ...input }: TextFieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  const message = error || hint
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={addon ? 'field__box field__box--addon' : 'field__box'}>
        <input
          {...input}
          ref={ref}
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {addon}
      </div>
      <p
        id={messageId}
        className={error ? 'field__message field__message--error' : 'field__message'}
        aria-live="polite"
      >
        {message}
      </p>
    </div>
  )
}
