// Who may watch the video (SPEC.md §3 videoAccess): Public, or Private, which viewers unlock
// with Points.
import { useId, type ComponentPropsWithRef } from 'react'

type RadioProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'value'>

export function AccessField(radio: RadioProps) {
  const hintId = useId()
  return (
    <fieldset className="access-field" aria-describedby={hintId}>
      <legend className="field__label">Access</legend>
      <div className="access-field__options">
        <label className="access-field__option">
          <input {...radio} type="radio" value="PUBLIC" />
          Public
        </label>
        <label className="access-field__option">
          <input {...radio} type="radio" value="PRIVATE" />
          Private
        </label>
      </div>
      <p id={hintId} className="field__message">
        Private videos are paid: viewers unlock them for 10 Points for 24 hours.
      </p>
    </fieldset>
  )
}
