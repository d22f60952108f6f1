// A password input with a show/hide toggle.
import { useState } from 'react'
import { TextField, type TextFieldProps } from './text-field'

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [shown, setShown] = useState(false)
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="field__toggle"
          aria-label="Show password"
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  )
}
