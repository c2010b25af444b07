import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Input } from '@/ui'
import { FormField } from '../temp-form-field'
import type { FormField as Field, FormValues } from './card-form'
import { fieldMessage } from './field-messages'

type Props = { values: FormValues; errors: Partial<Record<Field, string>>; onChange: (field: Field, value: string) => void }

/** The card's fields with a message under each one that needs a correction. */
export function CardFormFields({ values, errors, onChange }: Props) {
  const { t, i18n } = useLingui()
  const message = (field: Field) => {
    const raw = errors[field]
    if (!raw) return undefined
    const m = fieldMessage(raw)
    return typeof m === 'string' ? m : i18n._(m)
  }
  const field = (name: Field, label: string, extra: { hint?: ReactNode; type?: string; inputMode?: 'email' | 'tel' | 'url' | 'numeric'; dir?: 'ltr'; autoComplete?: string; wide?: boolean; placeholder?: string } = {}) => (
    <div className={extra.wide ? css({ gridColumn: '1 / -1' }) : undefined}>
      <FormField label={label} error={message(name)} hint={extra.hint}>
        {(props) => (
          <Input
            {...props}
            name={name}
            value={values[name]}
            type={extra.type ?? 'text'}
            inputMode={extra.inputMode}
            dir={extra.dir}
            placeholder={extra.placeholder}
            autoComplete={extra.autoComplete ?? 'off'}
            onChange={(e) => onChange(name, e.target.value)}
          />
        )}
      </FormField>
    </div>
  )
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })}>
      {field('full_name', t`Name`, { placeholder: '山田 太郎' })}
      {field('full_name_kana', t`Reading (kana)`, { hint: t`Hiragana or katakana, e.g. やまだ たろう`, placeholder: 'やまだ たろう' })}
      {field('company', t`Company`, { wide: true })}
      {field('department', t`Department`)}
      {field('position', t`Position`)}
      {field('email', t`E-mail`, { type: 'email', inputMode: 'email', dir: 'ltr' })}
      {field('phone_number', t`Phone`, { type: 'tel', inputMode: 'tel', dir: 'ltr', hint: t`Full-width digits are fine` })}
      {field('postal_code', t`Postal code`, { inputMode: 'numeric', dir: 'ltr', placeholder: '100-0005' })}
      {field('website', t`Website`, { type: 'url', inputMode: 'url', dir: 'ltr', placeholder: 'https://' })}
      {field('address', t`Address`, { wide: true })}
    </div>
  )
}
