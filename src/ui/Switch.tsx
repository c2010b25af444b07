import type { InputHTMLAttributes, ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { choiceLabel, switchControl } from 'styled-system/recipes'

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'onChange'> & {
  label?: ReactNode
  onCheckedChange?: (checked: boolean) => void
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange']
}

/** An on/off switch: a native checkbox with role=switch; the thumb moves to the inline end (mirrors in rtl). */
export function Switch({ label, onCheckedChange, onChange, className, ...rest }: SwitchProps) {
  const control = (
    <input
      type="checkbox"
      role="switch"
      {...rest}
      onChange={(e) => {
        onChange?.(e)
        onCheckedChange?.(e.currentTarget.checked)
      }}
      className={cx(switchControl(), label ? undefined : className)}
    />
  )
  if (!label) return control
  return (
    <label className={cx(choiceLabel(), className)}>
      {control}
      <span>{label}</span>
    </label>
  )
}
