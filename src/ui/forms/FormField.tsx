import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import { IconAlertCircle } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'

export type FieldControlProps = {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
}

export type FormFieldProps = {
  label: ReactNode
  /** Adds a red mark after the label and aria-required on the control. */
  required?: boolean
  hint?: ReactNode
  /** Messages under the field (already translated: `form.errorsOf('name')`). */
  errors?: readonly string[] | string | null
  /** One control (Input, Textarea, Select, …) that gets id/aria props, or a render function for custom ones. */
  children: ReactElement<FieldControlProps> | ((props: FieldControlProps) => ReactNode)
  className?: string
  /** Override the generated id (e.g. to link from elsewhere). */
  id?: string
}

/** Label, control, hint and error messages, wired for screen readers (aria-describedby/aria-invalid). */
export function FormField({ label, required, hint, errors, children, className, id }: FormFieldProps) {
  const { t } = useLingui()
  const autoId = useId()
  const controlId = id ?? `field-${autoId}`
  const list = errors ? (typeof errors === 'string' ? [errors] : errors) : []
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = list.length ? `${controlId}-error` : undefined
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': list.length ? true : undefined,
    'aria-required': required || undefined,
  }
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' }), className)} data-invalid={list.length ? '' : undefined}>
      <label htmlFor={controlId} className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg' })}>
        {label}
        {required && (
          <span aria-hidden="true" title={t`Required`} className={css({ color: 'danger.text', ms: '0.5' })}>
            *
          </span>
        )}
      </label>
      {typeof children === 'function' ? children(control) : isValidElement(children) ? cloneElement(children, control) : children}
      {hint && (
        <p id={hintId} className={css({ fontSize: 'xs', color: 'fg.muted', m: '0' })}>
          {hint}
        </p>
      )}
      <div aria-live="polite">
        {list.length > 0 && (
          <ul id={errorId} className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
            {list.map((message) => (
              <li key={message} className={css({ display: 'flex', gap: '1', alignItems: 'flex-start', fontSize: 'xs', color: 'danger.text', '& svg': { flexShrink: 0, mt: '0.5' } })}>
                <IconAlertCircle size={14} aria-hidden="true" />
                <span>{message}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
