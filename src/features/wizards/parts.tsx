import type { I18n, MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { IconAlertCircle } from '@tabler/icons-react'
import { css } from 'styled-system/css'

/** Two columns from tablet up, one on phones: the wizards' field grid. */
export const fieldGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '4', alignItems: 'start' })
export const span2 = css({ gridColumn: { sm: 'span 2' } })
export const ltrInput = css({ textAlign: 'start' })

/**
 * Errors under a control that brings its own label (ChoiceCards, DatePicker, Combobox): marked
 * `data-invalid` so the wizard moves focus into it when Next finds a mistake.
 */
export function Invalidable({ errors, children, className }: { errors: readonly string[]; children: ReactNode; className?: string }) {
  return (
    <div data-invalid={errors.length ? '' : undefined} className={className}>
      {children}
      <div aria-live="polite">
        {errors.map((message) => (
          <p key={message} className={css({ display: 'flex', gap: '1', alignItems: 'flex-start', fontSize: 'xs', color: 'danger.text', m: '0', mt: '1.5', '& svg': { flexShrink: 0, mt: '0.5' } })}>
            <IconAlertCircle size={14} aria-hidden="true" />
            <span>{message}</span>
          </p>
        ))}
      </div>
    </div>
  )
}

/** An empty number field's value (useForm sends null for ''); the schema answers "required". */
export const NO_NUMBER = null as unknown as number

/** Select/Combobox options from fixed keys and their translated labels. */
export const labelOptions = <K extends string>(i18n: I18n, keys: readonly K[], labels: Record<K, MessageDescriptor>) => keys.map((k) => ({ value: k, label: i18n._(labels[k]) }))
