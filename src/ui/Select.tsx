import type { Ref, SelectHTMLAttributes } from 'react'
import { IconChevronDown } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'

export type SelectOption = { value: string; label: string; disabled?: boolean }

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  options?: readonly SelectOption[]
  /** A first, empty choice (e.g. "All industries" or "Choose…"); its value is "". */
  placeholder?: string
  size?: 'sm' | 'md' | 'lg'
  invalid?: boolean
  ref?: Ref<HTMLSelectElement>
}

/**
 * A native <select>, styled: it works with forms, the keyboard, screen readers and phone pickers
 * without extra code. Pass `options`, or <option> children for groups.
 */
export function Select({ options, placeholder, size, invalid, className, children, ...rest }: SelectProps) {
  return (
    <div className={cx(css({ position: 'relative', minW: '0', h: 'fit-content' }), className)}>
      <select {...rest} aria-invalid={invalid || rest['aria-invalid'] || undefined} className={input({ kind: 'select', size })}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <IconChevronDown
        aria-hidden="true"
        className={css({ position: 'absolute', insetInlineEnd: '3', top: '50%', transform: 'translateY(-50%)', w: '4', h: '4', color: 'fg.muted', pointerEvents: 'none' })}
      />
    </div>
  )
}
