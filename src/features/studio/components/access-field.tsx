// Who may watch the video (its videoAccess): Public, or Private, which viewers unlock with Points.
import { useId, type ComponentPropsWithRef } from 'react'
import { UNLOCK_HOURS, UNLOCK_PRICE_POINTS } from '../../../config/product'

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
        {`Private videos are paid: viewers unlock them for ${UNLOCK_PRICE_POINTS} Points ` +
          `for ${UNLOCK_HOURS} hours.`}
      </p>
    </fieldset>
  )
}
