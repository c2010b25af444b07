import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { PersonInputSchema } from '@/core/api/contract/product/person'
import { FormField, Input, Select, Textarea, type SelectOption, type Form } from '@/ui'
import { idFrom, idValue } from './person-form'

type Props = { form: Form<typeof PersonInputSchema>; companyOptions: SelectOption[]; ownerOptions: SelectOption[]; ownerLocked?: boolean }
type Name = 'full_name' | 'full_name_kana' | 'email' | 'phone_number' | 'department' | 'position'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })
const wide = css({ gridColumn: '1 / -1' })

/** The person's fields, validated with the shared schema; messages under each field. */
export function PersonFormFields({ form, companyOptions, ownerOptions, ownerLocked }: Props) {
  const { t } = useLingui()
  const field = (name: Name, label: string, extra: { hint?: ReactNode; required?: boolean; type?: string; inputMode?: 'email' | 'tel'; ltr?: boolean; placeholder?: string; autoComplete?: string } = {}) => (
    <FormField label={label} required={extra.required} hint={extra.hint} errors={form.errorsOf(name)}>
      {(props) => <Input {...props} {...form.field(name)} type={extra.type ?? 'text'} inputMode={extra.inputMode} dir={extra.ltr ? 'ltr' : undefined} placeholder={extra.placeholder} autoComplete={extra.autoComplete ?? 'off'} />}
    </FormField>
  )
  const select = (name: 'company_id' | 'sales', label: string, options: SelectOption[], placeholder: string, extra: { hint?: ReactNode; disabled?: boolean } = {}) => (
    <FormField label={label} hint={extra.hint} errors={form.errorsOf(name)}>
      {(props) => (
        <Select
          {...props}
          name={name}
          value={idValue(form.values[name])}
          onChange={(e) => form.setValue(name, idFrom(e.currentTarget.value))}
          onBlur={() => form.touch(name)}
          invalid={form.errorsOf(name).length > 0}
          disabled={extra.disabled}
          placeholder={placeholder}
          options={options}
        />
      )}
    </FormField>
  )
  return (
    <div className={grid}>
      {field('full_name', t`Full name`, { required: true, placeholder: '山田 太郎', autoComplete: 'name' })}
      {field('full_name_kana', t`Reading (kana)`, { hint: t`Hiragana or katakana only, e.g. やまだ たろう` })}
      {select('company_id', t`Company`, companyOptions, t`No company`, { hint: t`Changing it starts a new position in the career history.` })}
      {select('sales', t`Sales owner`, ownerOptions, t`No owner`, ownerLocked ? { disabled: true, hint: t`Persons you add or edit stay yours.` } : {})}
      {field('department', t`Department`)}
      {field('position', t`Position`)}
      {field('email', t`Email`, { type: 'email', inputMode: 'email', ltr: true, autoComplete: 'email' })}
      {field('phone_number', t`Phone`, { type: 'tel', inputMode: 'tel', ltr: true, placeholder: '090-1234-5678', autoComplete: 'tel' })}
      <div className={wide}>
        <FormField label={t`Note`} errors={form.errorsOf('note')}>
          {(props) => <Textarea {...props} {...form.field('note')} rows={3} />}
        </FormField>
      </div>
    </div>
  )
}
