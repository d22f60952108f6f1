// A description (profile or video): a labelled text area with its character count
// out of 300, or its error in the same place.
import { useId, type Ref, type TextareaHTMLAttributes } from 'react'
import { DESCRIPTION_MAX } from '../lib/validators'
import './field.css'

interface DescriptionFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  error?: string
  count: number
  ref?: Ref<HTMLTextAreaElement>
}

export function DescriptionField({ error, count, ref, ...textarea }: DescriptionFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Description
      </label>
      <div className="field__box">
        <textarea
          {...textarea}
          ref={ref}
          id={id}
          rows={4}
          className="field__input field__input--multiline"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
        />
      </div>
      <p
        id={`${id}-message`}
        className={error ? 'field__message field__message--error' : 'field__message'}
        aria-live="polite"
      >
        {error ?? `${count} / ${DESCRIPTION_MAX}`}
      </p>
    </div>
  )
}
