import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { CompanyInputSchema } from '@/core/api/contract/product/company'
import { FormField, Input, Textarea, type Form } from '@/ui'

type Props = { form: Form<typeof CompanyInputSchema>; industries?: readonly string[] }
type Name = 'name' | 'name_kana' | 'corporate_number' | 'postal_code' | 'address' | 'phone_number' | 'website' | 'industry' | 'employee_count' | 'note'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })
const wide = css({ gridColumn: '1 / -1' })

/** The company's fields, validated with the shared schema; messages under each field. */
export function CompanyFormFields({ form, industries = [] }: Props) {
  const { t } = useLingui()
  const field = (name: Name, label: string, extra: { hint?: ReactNode; required?: boolean; wide?: boolean; type?: string; inputMode?: 'email' | 'tel' | 'url' | 'numeric'; ltr?: boolean; placeholder?: string; autoComplete?: string; list?: string; number?: boolean } = {}) => (
    <div className={extra.wide ? wide : undefined}>
      <FormField label={label} required={extra.required} hint={extra.hint} errors={form.errorsOf(name)}>
        {(props) => (
          <Input
            {...props}
            {...form.field(name, extra.number ? { as: 'number' } : undefined)}
            type={extra.type ?? 'text'}
            inputMode={extra.inputMode}
            dir={extra.ltr ? 'ltr' : undefined}
            placeholder={extra.placeholder}
            autoComplete={extra.autoComplete ?? 'off'}
            list={extra.list}
          />
        )}
      </FormField>
    </div>
  )
  return (
    <div className={grid}>
      {field('name', t`Company name`, { required: true, wide: true, placeholder: '株式会社メイシ商事', autoComplete: 'organization' })}
      {field('name_kana', t`Reading (kana)`, { hint: t`Hiragana or katakana only, e.g. メイシショウジ` })}
      {field('industry', t`Industry`, { list: 'company-industries' })}
      {field('corporate_number', t`Corporate number`, { inputMode: 'numeric', ltr: true, hint: t`13 digits` })}
      {field('employee_count', t`Employees`, { inputMode: 'numeric', ltr: true, number: true })}
      {field('postal_code', t`Postal code`, { inputMode: 'numeric', ltr: true, placeholder: '100-0005', autoComplete: 'postal-code' })}
      {field('phone_number', t`Phone`, { type: 'tel', inputMode: 'tel', ltr: true, placeholder: '03-1234-5678', autoComplete: 'tel' })}
      {field('address', t`Address`, { wide: true, autoComplete: 'street-address' })}
      {field('website', t`Website`, { type: 'url', inputMode: 'url', ltr: true, placeholder: 'https://', wide: true })}
      <div className={wide}>
        <FormField label={t`Note`} errors={form.errorsOf('note')}>
          {(props) => <Textarea {...props} {...form.field('note')} rows={3} />}
        </FormField>
      </div>
      <datalist id="company-industries">
        {industries.map((i) => (
          <option key={i} value={i} />
        ))}
      </datalist>
    </div>
  )
}
