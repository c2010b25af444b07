import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { checkbox, choiceLabel } from 'styled-system/recipes'

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  /** Visible label; without one, pass aria-label. */
  label?: ReactNode
  /** "Some selected" state (the select-all box of a table). */
  indeterminate?: boolean
  invalid?: boolean
  onCheckedChange?: (checked: boolean) => void
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange']
}

/** A native checkbox (forms, Space key, labels work as the browser does), restyled. */
export function Checkbox({ label, indeterminate = false, invalid, onCheckedChange, onChange, className, ...rest }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  const box = (
    <input
      ref={ref}
      type="checkbox"
      aria-invalid={invalid || undefined}
      aria-checked={indeterminate ? 'mixed' : undefined}
      {...rest}
      onChange={(e) => {
        onChange?.(e)
        onCheckedChange?.(e.currentTarget.checked)
      }}
      className={cx(checkbox(), label ? undefined : className)}
    />
  )
  if (!label) return box
  return (
    <label className={cx(choiceLabel(), className)}>
      {box}
      <span>{label}</span>
    </label>
  )
}
