// An on/off switch (a checkbox with the switch role) whose label is its tap target: the drawn
// track covers the input, so a finger lands on the label. Used by My Videos and the admin lists
// for a video's Paid setting.
import './switch.css'

interface SwitchProps {
  label: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}

export function Switch({ label, checked, disabled, onChange }: SwitchProps) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="switch__track" aria-hidden="true" />
      {label}
    </label>
  )
}
