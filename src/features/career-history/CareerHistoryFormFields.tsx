import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { CareerHistoryInputSchema } from '@/core/api/contract/product/career-history'
import { Checkbox, FormField, Input, Select, type SelectOption, type Form } from '@/ui'

type Props = { form: Form<typeof CareerHistoryInputSchema>; companies: { id: number; name: string }[] }

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })
const wide = css({ gridColumn: '1 / -1' })

/** Company (a known one, or a name only), department, position and the period; no end date = current. */
export function CareerHistoryFormFields({ form, companies }: Props) {
  const { t } = useLingui()
  const options: SelectOption[] = companies.map((c) => ({ value: String(c.id), label: c.name }))
  const current = form.values.ended_on === null || form.values.ended_on === undefined
  const text = (name: 'company_name' | 'department' | 'position', label: string, required?: boolean, disabled?: boolean) => (
    <FormField label={label} required={required} errors={form.errorsOf(name)}>
      {(props) => <Input {...props} {...form.field(name)} disabled={disabled} autoComplete="off" />}
    </FormField>
  )
  return (
    <div className={grid}>
      <FormField label={t`Company`} hint={t`Pick a known company, or leave it empty and type the name below.`} errors={form.errorsOf('company_id')}>
        {(props) => (
          <Select
            {...props}
            name="company_id"
            value={form.values.company_id ? String(form.values.company_id) : ''}
            onChange={(e) => {
              const id = e.currentTarget.value ? Number(e.currentTarget.value) : null
              const name = companies.find((c) => c.id === id)?.name
              form.setValues({ company_id: id, ...(name ? { company_name: name } : {}) })
            }}
            placeholder={t`Not in the company list`}
            options={options}
          />
        )}
      </FormField>
      {text('company_name', t`Company name`, true, Boolean(form.values.company_id))}
      {text('department', t`Department`)}
      {text('position', t`Position`)}
      <FormField label={t`Started on`} required errors={form.errorsOf('started_on')}>
        {(props) => <Input {...props} {...form.field('started_on')} type="date" dir="ltr" />}
      </FormField>
      <FormField label={t`Ended on`} hint={current ? t`Current position: no end date.` : undefined} errors={form.errorsOf('ended_on')}>
        {(props) => (
          <Input
            {...props}
            name="ended_on"
            type="date"
            dir="ltr"
            disabled={current}
            value={form.values.ended_on ?? ''}
            onChange={(e) => form.setValue('ended_on', e.currentTarget.value || null)}
            onBlur={() => form.touch('ended_on')}
            invalid={form.errorsOf('ended_on').length > 0}
          />
        )}
      </FormField>
      <div className={wide}>
        <Checkbox label={t`This is the current position`} checked={current} onCheckedChange={(on) => form.setValue('ended_on', on ? null : (form.values.started_on || ''))} />
      </div>
    </div>
  )
}
