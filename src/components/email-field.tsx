import { TextField, type TextFieldProps } from './text-field'

/** The e-mail input of every form: the keyboard, autofill and label an address needs. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />
}
