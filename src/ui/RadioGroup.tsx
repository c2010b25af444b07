import { useId, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { choiceLabel, radio } from 'styled-system/recipes'

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean; hint?: ReactNode }

export type RadioGroupProps = {
  /** The group's visible name (a legend); required for screen readers. */
  label: ReactNode
  /** Hide the legend visually (it stays for screen readers) when a FormField already shows it. */
  hideLabel?: boolean
  name?: string
  value: string
  onValueChange: (value: string) => void
  options: readonly RadioOption[]
  orientation?: 'horizontal' | 'vertical'
  disabled?: boolean
  invalid?: boolean
  className?: string
  'aria-describedby'?: string
}

const srOnly = css({ srOnly: true })

/** Native radios in a fieldset: arrow keys move between choices as browsers do. */
export function RadioGroup({ label, hideLabel, name, value, onValueChange, options, orientation = 'vertical', disabled, invalid, className, ...aria }: RadioGroupProps) {
  const autoName = useId()
  return (
    <fieldset
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={aria['aria-describedby']}
      className={cx(css({ border: 'none', p: '0', m: '0', minW: '0' }), className)}
    >
      <legend className={hideLabel ? srOnly : css({ fontSize: 'sm', fontWeight: 'medium', mb: '2', p: '0' })}>{label}</legend>
      <div className={css({ display: 'flex', gap: orientation === 'horizontal' ? '5' : '2.5', flexDirection: orientation === 'horizontal' ? 'row' : 'column', flexWrap: 'wrap' })}>
        {options.map((o) => (
          <label key={o.value} className={cx(choiceLabel(), css({ alignItems: 'flex-start' }))}>
            <input
              type="radio"
              name={name ?? autoName}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              aria-invalid={invalid || undefined}
              onChange={() => onValueChange(o.value)}
              className={cx(radio(), css({ mt: '0.5' }))}
            />
            <span>
              {o.label}
              {o.hint && <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{o.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
